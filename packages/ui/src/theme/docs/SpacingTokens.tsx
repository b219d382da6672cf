import { breakpoints, radius, shadow, size, space, zIndex } from '../tokens';
import { media } from '../sprinkles.css';
import { darkTheme, lightTheme, vars } from '../vars.css';
import * as styles from './docs.css';

/** The spacing scale, each step drawn at its length. */
export function SpaceScale() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Length</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(space).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code className={styles.code}>vars.space.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
              <td style={{ width: '60%' }}>
                <div className={styles.bar} style={{ width: vars.space[name as keyof typeof space] }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Fixed sizes, breakpoints and the stacking order. */
export function LayoutTokens() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(size).map(([name, value]) => (
            <tr key={`size-${name}`}>
              <th scope="row">
                <code className={styles.code}>vars.size.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
            </tr>
          ))}
          {Object.entries(breakpoints).map(([name, value]) => (
            <tr key={`breakpoint-${name}`}>
              <th scope="row">
                <code className={styles.code}>breakpoints.{name}</code>
              </th>
              <td className={styles.muted}>{value}px</td>
            </tr>
          ))}
          {Object.entries(media).map(([name, value]) => (
            <tr key={`media-${name}`}>
              <th scope="row">
                <code className={styles.code}>media.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
            </tr>
          ))}
          {Object.entries(zIndex).map(([name, value]) => (
            <tr key={`z-${name}`}>
              <th scope="row">
                <code className={styles.code}>vars.zIndex.{name}</code>
              </th>
              <td className={styles.muted}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Corner radii. */
export function RadiusScale() {
  return (
    <div className={`${lightTheme} ${styles.block}`}>
      <div className={styles.row}>
        {Object.entries(radius).map(([name, value]) => (
          <div key={name} className={styles.paletteItem}>
            <div className={styles.tile} style={{ borderRadius: vars.radius[name as keyof typeof radius] }}>
              {value}
            </div>
            <code className={styles.code}>vars.radius.{name}</code>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Shadows, on the light and the dark theme. */
export function ShadowScale() {
  return (
    <div className={styles.themes}>
      {[lightTheme, darkTheme].map((theme) => (
        <div key={theme} className={`${theme} ${styles.themePane}`}>
          <div className={styles.row}>
            {Object.entries(shadow).map(([name]) => (
              <div key={name} className={styles.paletteItem}>
                <div
                  className={styles.tile}
                  style={{
                    boxShadow: vars.shadow[name as keyof typeof shadow],
                    borderRadius: vars.radius.lg,
                    borderColor: 'transparent',
                  }}
                >
                  {name}
                </div>
                <code className={styles.code}>vars.shadow.{name}</code>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
