import type { ReactNode } from 'react';
import { lightTheme } from '../vars.css';
import * as styles from './docs.css';

/** A docs block on the light theme: one table of tokens, or swatches, and whatever goes with it. */
export function TokenBlock({ children }: { children: ReactNode }) {
  return <div className={`${lightTheme} ${styles.block}`}>{children}</div>;
}

/** A table of tokens under its column headers ('Token' first), one `TokenRow` a token. */
export function TokenTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

interface TokenRowProps {
  /** How code names the token, e.g. 'vars.space.md'. */
  token: string;
  /** Its value from tokens.ts, muted; no cell when a row shows values otherwise. */
  value?: ReactNode;
  /** How many columns the value spans (when nothing follows it). */
  valueSpan?: number;
  /** The row's other cells: a sample, a bar, a swatch. */
  children?: ReactNode;
}

/** One token: its name in code, its value, then what the table shows of it. */
export function TokenRow({ token, value, valueSpan, children }: TokenRowProps) {
  return (
    <tr>
      <th scope="row">
        <code className={styles.code}>{token}</code>
      </th>
      {value !== undefined && (
        <td className={styles.muted} colSpan={valueSpan}>
          {value}
        </td>
      )}
      {children}
    </tr>
  );
}
