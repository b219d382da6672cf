import { commonMessages, useMessages } from '../../i18n';
import { useEffect, useState } from 'react';
import * as styles from './RouteProgress.css';

export const routeProgressStates = ['idle', 'loading', 'complete'] as const;
type RouteProgressState = (typeof routeProgressStates)[number];

export interface RouteProgressProps {
  /** True while a route is resolving. */
  active: boolean;
  /** Names the progress bar for assistive technology. */
  label?: string;
  /** How long the finished bar stays to fade out, in ms. */
  completeMs?: number;
}

/** A thin bar at the top of the viewport while navigation resolves; it finishes and fades after. */
export function RouteProgress({ active, label: ownLabel, completeMs = 500 }: RouteProgressProps) {
  const t = useMessages(commonMessages);
  const label = ownLabel ?? t.loadingPage;
  const [state, setState] = useState<RouteProgressState>(active ? 'loading' : 'idle');

  useEffect(() => {
    if (active) {
      setState('loading');
      return;
    }
    setState((current) => (current === 'loading' ? 'complete' : current));
    const timer = setTimeout(() => setState('idle'), completeMs);
    return () => clearTimeout(timer);
  }, [active, completeMs]);

  if (state === 'idle') return null;
  return (
    <div
      className={styles.track}
      data-state={state}
      role="progressbar"
      aria-label={label}
      aria-busy={state === 'loading'}
    >
      <div className={styles.bar} />
    </div>
  );
}
