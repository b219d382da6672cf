import { darkTheme, lightTheme, vars } from '../vars.css';
import { darkColors, lightColors, palette } from '../tokens';
import { contrastGrade, contrastRatio } from './contrast';
import * as styles from './docs.css';
import { TokenBlock, TokenRow, TokenTable } from './TokenTable';

type ColourName = keyof typeof lightColors;
const names = Object.keys(lightColors) as ColourName[];

/** Which background each colour is read against, for the contrast column. */
const readOn: Partial<Record<ColourName, ColourName>> = {
  text: 'surface',
  textMuted: 'surface',
  textOnBrand: 'brand',
  brand: 'surface',
  brandHover: 'surface',
  critical: 'surface',
  warning: 'surface',
  positive: 'surface',
  focus: 'background',
  borderStrong: 'surface',
};

function Contrast({ colours, name }: { colours: Record<ColourName, string>; name: ColourName }) {
  const against = readOn[name];
  if (!against) return <span className={styles.muted}>—</span>;
  const ratio = contrastRatio(colours[name], colours[against]);
  if (ratio === null) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.muted}>
      {ratio.toFixed(2)}:1 on {against} ({contrastGrade(ratio)})
    </span>
  );
}

/**
 * Every semantic colour in both themes: the swatch is painted through the theme's CSS variable
 * (so it shows what components get), the value and the contrast come from tokens.ts.
 */
export function SemanticColours() {
  return (
    <TokenBlock>
      <TokenTable columns={['Token', 'Light', 'Dark']}>
        {names.map((name) => (
          <TokenRow key={name} token={`vars.color.${name}`}>
            {(
              [
                [lightTheme, lightColors],
                [darkTheme, darkColors],
              ] as const
            ).map(([theme, colours]) => (
              <td key={theme}>
                <div
                  className={`${theme} ${styles.swatchCell}`}
                  style={{ background: vars.color.background }}
                >
                  <span className={styles.swatch} style={{ background: vars.color[name] }} />
                  <span>
                    <code className={styles.code}>{colours[name]}</code>
                    <br />
                    <Contrast colours={colours} name={name} />
                  </span>
                </div>
              </td>
            ))}
          </TokenRow>
        ))}
      </TokenTable>
    </TokenBlock>
  );
}

/** The raw palette the themes pick from. Components never use it directly. */
export function Palette() {
  return (
    <TokenBlock>
      <div className={styles.palette}>
        {Object.entries(palette).map(([name, value]) => (
          <div key={name} className={styles.paletteItem}>
            <span className={styles.paletteChip} style={{ background: value }} />
            <code className={styles.code}>palette.{name}</code>
            <span className={styles.muted}>{value}</span>
          </div>
        ))}
      </div>
    </TokenBlock>
  );
}
