// An XState actor made only when a visit needs it (decision 0049, "Actors on demand"). Until
// then a stand-in snapshot answers the selectors as the machine would after restoring, and xstate
// with the machine's code is not loaded at all: a visitor with no stored session and an empty cart
// never needs the auth or cart machine to look at a page.

/** What the app uses of an actor: the part of XState's `Actor` it reads and writes. */
export interface ActorLike<Snapshot, Event> {
  getSnapshot(): Snapshot;
  subscribe(listener: (snapshot: Snapshot) => void): { unsubscribe(): void };
  send(event: Event): void;
  stop?(): void;
}

/** A state the machine is in before it has started: its context, and the state's name. */
export function standIn<Snapshot>(value: string, context: unknown): Snapshot {
  // Only what the app's selectors read of a snapshot: `context` and `matches(state)`.
  const snapshot = { value, context, matches: (state: unknown) => state === value };
  return snapshot as unknown as Snapshot;
}

export interface OnDemand<Snapshot, Event> {
  /** The actor's snapshot, or the stand-in's while there is no actor. */
  getSnapshot(): Snapshot;
  /** Told of every change of snapshot (the stand-in's too). */
  subscribe(listener: () => void): () => void;
  /** To the actor; held until it has settled when there is none yet, and it is made then. */
  send(event: Event): void;
  /** Makes the actor, loading its code first. */
  start(): Promise<void>;
  /** Settles once the actor is made (its code loaded if need be) and has finished restoring. */
  ready(): Promise<void>;
  /** No actor needed after all: the stand-in becomes `snapshot` (what restoring would find). */
  settleAs(snapshot: Snapshot): void;
  /** The actor stopped (its provider has gone), if there is one; `start` makes a new one. */
  stop(): void;
}

/**
 * An actor on demand. `load` brings the machine's code and makes the actor; `settled` says when
 * a made actor has finished restoring, so events held meanwhile reach the state they were meant
 * for (a login pressed while the code loaded, say).
 */
export function onDemand<Snapshot, Event>({
  placeholder,
  load,
  settled,
}: {
  placeholder: Snapshot;
  load: () => Promise<() => ActorLike<Snapshot, Event>>;
  settled: (snapshot: Snapshot) => boolean;
}): OnDemand<Snapshot, Event> {
  let standing = placeholder;
  let actor: ActorLike<Snapshot, Event> | null = null;
  let loading: Promise<void> | null = null;
  let generation = 0;
  let subscription: { unsubscribe(): void } | null = null;
  const held: Event[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const flush = () => {
    if (!actor || !settled(actor.getSnapshot())) return;
    for (const event of held.splice(0)) actor.send(event);
  };

  const startWith = (create: () => ActorLike<Snapshot, Event>) => {
    if (actor) return;
    actor = create();
    subscription = actor.subscribe(() => {
      flush();
      notify();
    });
    flush();
    notify();
  };

  const store: OnDemand<Snapshot, Event> = {
    getSnapshot: () => actor?.getSnapshot() ?? standing,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (actor && held.length === 0 && settled(actor.getSnapshot())) actor.send(event);
      else {
        held.push(event);
        if (actor) flush();
        else store.start().catch(() => undefined);
      }
    },
    start() {
      const mine = generation;
      loading ??= load().then(
        (create) => {
          if (mine === generation) startWith(create);
        },
        (error: unknown) => {
          // The code did not arrive (offline, a new deploy): the next command tries again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    async ready() {
      await store.start();
      await new Promise<void>((resolve) => {
        let stopListening = () => {};
        const check = () => {
          if (!actor || !settled(actor.getSnapshot())) return;
          stopListening();
          resolve();
        };
        stopListening = store.subscribe(check);
        check();
      });
    },
    settleAs(snapshot) {
      if (actor) return;
      standing = snapshot;
      notify();
    },
    stop() {
      // A code load still under way makes no actor; the next start makes a new one (React's
      // strict mode unmounts and mounts each provider once more).
      generation += 1;
      subscription?.unsubscribe();
      actor?.stop?.();
      actor = null;
      loading = null;
    },
  };
  return store;
}
