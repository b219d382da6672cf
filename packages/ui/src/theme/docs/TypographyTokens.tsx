import { Heading, headingLevels } from '../../components/Heading';
import { Text, textSizes } from '../../components/Text';
import { font, fontSize, fontWeight, lineHeight } from '../tokens';
import { lightTheme, vars } from '../vars.css';
import * as styles from './docs.css';

const rootPx = 16;
const px = (rem: string) => `${Number.parseFloat(rem) * rootPx}px`;
const sentence = 'Rent a camera for the weekend in Tutong';

/** The type scale from tokens.ts, each size set in itself. */
export function FontSizes() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSize).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code className={styles.code}>vars.fontSize.{name}</code>
              </th>
              <td className={styles.muted}>
                {value} · {px(value)}
              </td>
              <td>
                <p
                  className={styles.sample}
                  style={{ fontSize: vars.fontSize[name as keyof typeof fontSize] }}
                >
                  {sentence}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Weights, line heights and the two families. */
export function FontDetails() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontWeight).map(([name, value]) => (
            <tr key={`weight-${name}`}>
              <th scope="row">
                <code className={styles.code}>vars.fontWeight.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
              <td>
                <p
                  className={styles.sample}
                  style={{ fontWeight: vars.fontWeight[name as keyof typeof fontWeight] }}
                >
                  {sentence}
                </p>
              </td>
            </tr>
          ))}
          {Object.entries(lineHeight).map(([name, value]) => (
            <tr key={`line-${name}`}>
              <th scope="row">
                <code className={styles.code}>vars.lineHeight.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
              <td>
                <p
                  className={styles.sample}
                  style={{ lineHeight: vars.lineHeight[name as keyof typeof lineHeight], maxWidth: '32ch' }}
                >
                  Items can be rented by the day or the week, bought outright, or both, from people near you.
                </p>
              </td>
            </tr>
          ))}
          {Object.entries(font).map(([name, value]) => (
            <tr key={`font-${name}`}>
              <th scope="row">
                <code className={styles.code}>vars.font.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
              <td>
                <p className={styles.sample} style={{ fontFamily: vars.font[name as keyof typeof font] }}>
                  B$12.50 / day · 05 Mar 2026
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The scale as the components use it: Heading sizes and Text sizes. */
export function TypeInComponents() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      {headingLevels.map((level) => (
        <Heading key={level} level={2} size={level}>
          Heading size {level}
        </Heading>
      ))}
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Text size {size}: {sentence}
        </Text>
      ))}
    </div>
  );
}
