import { breakpoints, radius, shadow, size, space, zIndex } from '../tokens';
import { media } from '../sprinkles.css';
import { darkTheme, lightTheme, vars } from '../vars.css';
import * as styles from './docs.css';
import { TokenBlock, TokenRow, TokenTable } from './TokenTable';

/** The spacing scale, each step drawn at its length. */
export function SpaceScale() {
  return (
    <TokenBlock>
      <TokenTable columns={['Token', 'Value', 'Length']}>
        {Object.entries(space).map(([name, value]) => (
          <TokenRow key={name} token={`vars.space.${name}`} value={value}>
            <td style={{ width: '60%' }}>
              <div className={styles.bar} style={{ width: vars.space[name as keyof typeof space] }} />
            </td>
          </TokenRow>
        ))}
      </TokenTable>
    </TokenBlock>
  );
}

/** Fixed sizes, breakpoints and the stacking order. */
export function LayoutTokens() {
  return (
    <TokenBlock>
      <TokenTable columns={['Token', 'Value']}>
        {Object.entries(size).map(([name, value]) => (
          <TokenRow key={`size-${name}`} token={`vars.size.${name}`} value={value} />
        ))}
        {Object.entries(breakpoints).map(([name, value]) => (
          <TokenRow key={`breakpoint-${name}`} token={`breakpoints.${name}`} value={`${value}px`} />
        ))}
        {Object.entries(media).map(([name, value]) => (
          <TokenRow key={`media-${name}`} token={`media.${name}`} value={value} />
        ))}
        {Object.entries(zIndex).map(([name, value]) => (
          <TokenRow key={`z-${name}`} token={`vars.zIndex.${name}`} value={value} />
        ))}
      </TokenTable>
    </TokenBlock>
  );
}

/** Corner radii. */
export function RadiusScale() {
  return (
    <TokenBlock>
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
    </TokenBlock>
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
