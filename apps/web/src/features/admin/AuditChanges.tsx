import type { AuditEntry } from '@pinjam/api/contract';
import { auditField, auditValue } from './auditValues';
import * as styles from './AuditChanges.css';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Before and after as lines: each field that changed, the old value struck out, the new one after,
 * in words (B$, Brunei dates, no codes).
 */
export function AuditChanges({ entry, none }: { entry: AuditEntry; none: string }) {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <>{none}</>;
  return (
    <ul className={styles.diff}>
      {fields.map((field) => (
        <li key={field} className={styles.diffLine}>
          <strong>{auditField(field)}</strong>:{' '}
          {field in before && <del className={styles.before}>{auditValue(field, before[field], '∅')}</del>}
          {field in before && field in after && ' → '}
          {field in after && <ins className={styles.after}>{auditValue(field, after[field], '∅')}</ins>}
        </li>
      ))}
    </ul>
  );
}
