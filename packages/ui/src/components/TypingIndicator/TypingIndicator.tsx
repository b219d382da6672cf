import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { i18n, params, useMessages } from '../../i18n';
import * as styles from './TypingIndicator.css';

const messages = i18n('TypingIndicator', {
  one: params('{name} is typing…'),
  two: params('{first} and {second} are typing…'),
  many: 'Several people are typing…',
});

export interface TypingIndicatorProps extends HTMLAttributes<HTMLDivElement> {
  /** Who is typing now; nobody shows nothing. */
  names: readonly string[];
}

/**
 * '{name} is typing…' with three bouncing dots (still when motion is reduced). Always rendered, as
 * a polite live region, so that a screen reader hears it when someone starts typing.
 */
export const TypingIndicator = forwardRef<HTMLDivElement, TypingIndicatorProps>(function TypingIndicator(
  { names, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const [first, second] = names;
  const text =
    first === undefined
      ? ''
      : second === undefined
        ? t.one({ name: first })
        : names.length === 2
          ? t.two({ first, second })
          : t.many;
  return (
    <div
      ref={ref}
      role="status"
      className={clsx(styles.root, className)}
      data-state={text ? 'typing' : 'idle'}
      {...rest}
    >
      {text && (
        <>
          <span className={styles.dots} aria-hidden>
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </span>
          <span>{text}</span>
        </>
      )}
    </div>
  );
});
TypingIndicator.displayName = 'TypingIndicator';
