import { useState } from 'react';
import { Button } from '../../components/Button';
import { motion } from '../tokens';
import { vars } from '../vars.css';
import * as styles from './docs.css';
import { TokenBlock, TokenRow, TokenTable } from './TokenTable';

const durations = (Object.keys(motion) as (keyof typeof motion)[]).filter((name) => name !== 'easing');

/**
 * The durations and the easing. 'Play' moves a dot with each duration; with reduced motion asked
 * for, the global reset makes every transition instant.
 */
export function MotionScale() {
  const [moved, setMoved] = useState(false);
  return (
    <TokenBlock>
      <TokenTable columns={['Token', 'Value', 'Example']}>
        {durations.map((name) => (
          <TokenRow key={name} token={`vars.motion.${name}`} value={motion[name]}>
            <td style={{ width: '50%' }}>
              <div className={styles.track} data-state={moved ? 'moved' : 'rest'}>
                <span
                  className={styles.mover}
                  style={{ transition: `left ${vars.motion[name]} ${vars.motion.easing}` }}
                />
              </div>
            </td>
          </TokenRow>
        ))}
        <TokenRow token="vars.motion.easing" value={motion.easing} valueSpan={2} />
      </TokenTable>
      <div>
        <Button size="sm" tone="neutral" onClick={() => setMoved((was) => !was)} aria-pressed={moved}>
          Play
        </Button>
      </div>
    </TokenBlock>
  );
}
