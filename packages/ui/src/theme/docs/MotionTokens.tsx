import { useState } from 'react';
import { Button } from '../../components/Button';
import { motion } from '../tokens';
import { lightTheme, vars } from '../vars.css';
import * as styles from './docs.css';

const durations = (Object.keys(motion) as (keyof typeof motion)[]).filter((name) => name !== 'easing');

/**
 * The durations and the easing. 'Play' moves a dot with each duration; with reduced motion asked
 * for, the global reset makes every transition instant.
 */
export function MotionScale() {
  const [moved, setMoved] = useState(false);
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {durations.map((name) => (
            <tr key={name}>
              <th scope="row">
                <code className={styles.code}>vars.motion.{name}</code>
              </th>
              <td className={styles.muted}>{motion[name]}</td>
              <td style={{ width: '50%' }}>
                <div className={styles.track} data-state={moved ? 'moved' : 'rest'}>
                  <span
                    className={styles.mover}
                    style={{ transition: `left ${vars.motion[name]} ${vars.motion.easing}` }}
                  />
                </div>
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <code className={styles.code}>vars.motion.easing</code>
            </th>
            <td className={styles.muted} colSpan={2}>
              {motion.easing}
            </td>
          </tr>
        </tbody>
      </table>
      <div>
        <Button size="sm" tone="neutral" onClick={() => setMoved((was) => !was)} aria-pressed={moved}>
          Play
        </Button>
      </div>
    </div>
  );
}
