import { Icon } from '@pinjam/ui';
import type { FaqQuestion } from '../content';
import * as styles from './FaqList.css';

/**
 * Questions that open to show their answers. Native <details>/<summary>: keyboard (Tab, Enter,
 * Space), screen readers (expanded/collapsed) and find-in-page, which opens the answer holding a
 * match, all work without script. To move to the ui Accordion when packages/ui has one.
 */
export function FaqList({ questions }: { questions: readonly FaqQuestion[] }) {
  return (
    <div className={styles.list}>
      {questions.map((q) => (
        <details key={q.id} id={q.id} className={styles.item}>
          <summary className={styles.summary}>
            <span>{q.question}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </summary>
          <div className={styles.answer}>{q.answer}</div>
        </details>
      ))}
    </div>
  );
}
