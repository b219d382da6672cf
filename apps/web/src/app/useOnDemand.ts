import { useEffect, useState, useSyncExternalStore } from 'react';
import { onDemand, standIn, type ActorLike, type OnDemand } from './onDemand';

/**
 * A provider's actor on demand (app/onDemand.ts; decision 0049): a stand-in in the machine's
 * `restoring` state with `context` while the page hydrates; once mounted, the actor made at once
 * when `holds()` says the browser keeps something for it to restore, else the stand-in settled
 * as `nothing` (what restoring would find).
 */
export function useActorOnDemand<Snapshot extends { matches(state: 'restoring'): boolean }, Event>({
  context,
  nothing,
  load,
  holds,
}: {
  context: unknown;
  nothing: Snapshot;
  load: () => Promise<() => ActorLike<Snapshot, Event>>;
  holds: () => boolean;
}): OnDemand<Snapshot, Event> {
  const [store] = useState(() =>
    onDemand<Snapshot, Event>({
      placeholder: standIn<Snapshot>('restoring', context),
      load,
      settled: (snapshot) => !snapshot.matches('restoring'),
    }),
  );
  useEffect(() => {
    if (holds()) void store.start();
    else store.settleAs(nothing);
    return () => store.stop();
    // Once per store: what the browser holds is read as the provider mounts.
  }, [store]);
  return store;
}

/** The snapshot of an actor on demand (the stand-in's until there is an actor). */
export function useOnDemandSnapshot<Snapshot, Event>(store: OnDemand<Snapshot, Event>): Snapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
