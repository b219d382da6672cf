import { darkTheme, lightTheme, vars } from '../vars.css';
import { darkColors, lightColors, palette } from '../tokens';
import { contrastGrade, contrastRatio } from './contrast';
import * as styles from './docs.css';

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
    <div className={`${lightTheme} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <th scope="row">
                <code className={styles.code}>vars.color.{name}</code>
              </th>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The raw palette the themes pick from. Components never use it directly. */
export function Palette() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <div className={styles.palette}>
        {Object.entries(palette).map(([name, value]) => (
          <div key={name} className={styles.paletteItem}>
            <span className={styles.paletteChip} style={{ background: value }} />
            <code className={styles.code}>palette.{name}</code>
            <span className={styles.muted}>{value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
