import { Heading, headingLevels } from '../../components/Heading';
import { Text, textSizes } from '../../components/Text';
import { font, fontSize, fontWeight, lineHeight } from '../tokens';
import { vars } from '../vars.css';
import * as styles from './docs.css';
import { TokenBlock, TokenRow, TokenTable } from './TokenTable';

const rootPx = 16;
const px = (rem: string) => `${Number.parseFloat(rem) * rootPx}px`;
const sentence = 'Rent a camera for the weekend in Tutong';

/** The type scale from tokens.ts, each size set in itself. */
export function FontSizes() {
  return (
    <TokenBlock>
      <TokenTable columns={['Token', 'Size', 'Sample']}>
        {Object.entries(fontSize).map(([name, value]) => (
          <TokenRow key={name} token={`vars.fontSize.${name}`} value={`${value} · ${px(value)}`}>
            <td>
              <p className={styles.sample} style={{ fontSize: vars.fontSize[name as keyof typeof fontSize] }}>
                {sentence}
              </p>
            </td>
          </TokenRow>
        ))}
      </TokenTable>
    </TokenBlock>
  );
}

/** Weights, line heights and the two families. */
export function FontDetails() {
  return (
    <TokenBlock>
      <TokenTable columns={['Token', 'Value', 'Sample']}>
        {Object.entries(fontWeight).map(([name, value]) => (
          <TokenRow key={`weight-${name}`} token={`vars.fontWeight.${name}`} value={value}>
            <td>
              <p
                className={styles.sample}
                style={{ fontWeight: vars.fontWeight[name as keyof typeof fontWeight] }}
              >
                {sentence}
              </p>
            </td>
          </TokenRow>
        ))}
        {Object.entries(lineHeight).map(([name, value]) => (
          <TokenRow key={`line-${name}`} token={`vars.lineHeight.${name}`} value={value}>
            <td>
              <p
                className={styles.sample}
                style={{ lineHeight: vars.lineHeight[name as keyof typeof lineHeight], maxWidth: '32ch' }}
              >
                Items can be rented by the day or the week, bought outright, or both, from people near you.
              </p>
            </td>
          </TokenRow>
        ))}
        {Object.entries(font).map(([name, value]) => (
          <TokenRow key={`font-${name}`} token={`vars.font.${name}`} value={value}>
            <td>
              <p className={styles.sample} style={{ fontFamily: vars.font[name as keyof typeof font] }}>
                B$12.50 / day · 05 Mar 2026
              </p>
            </td>
          </TokenRow>
        ))}
      </TokenTable>
    </TokenBlock>
  );
}

/** The scale as the components use it: Heading sizes and Text sizes. */
export function TypeInComponents() {
  return (
    <TokenBlock>
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
    </TokenBlock>
  );
}
