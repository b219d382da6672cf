import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PresenceIndicator.css';

const messages = i18n('PresenceIndicator', { online: 'Online', offline: 'Offline' });

export const presenceStates = ['online', 'offline'] as const;
export type PresenceState = (typeof presenceStates)[number];
export const presencePlacements = ['inline', 'corner'] as const;

export interface PresenceIndicatorProps extends HTMLAttributes<HTMLSpanElement> {
  state: PresenceState;
  /** Show the word beside the dot; otherwise it is said to screen readers only. */
  showLabel?: boolean;
  /** `corner` pins it to the bottom right of its positioned parent (an avatar's wrapper). */
  placement?: (typeof presencePlacements)[number];
}

/**
 * Whether a person is online now: a green dot (grey when not) with the word, shown or said to
 * screen readers only. Put it beside the name it qualifies, so the word joins what is read.
 */
export const PresenceIndicator = forwardRef<HTMLSpanElement, PresenceIndicatorProps>(
  function PresenceIndicator({ state, showLabel = false, placement, className, ...rest }, ref) {
    const t = useMessages(messages);
    const word = state === 'online' ? t.online : t.offline;
    return (
      <span ref={ref} className={clsx(styles.root({ placement }), className)} data-state={state} {...rest}>
        <span className={styles.dot} aria-hidden />
        {showLabel ? <span className={styles.label}>{word}</span> : <VisuallyHidden>{word}</VisuallyHidden>}
      </span>
    );
  },
);
PresenceIndicator.displayName = 'PresenceIndicator';
