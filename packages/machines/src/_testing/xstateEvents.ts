/**
 * XState's own events (an actor's result or failure, a delay's end) are not in a machine's event
 * union; pure-transition tests send them as the machine would receive them. A failure carries a
 * fresh `error()`: a network failure ('Failed to fetch') unless told.
 */
export function xstateEvents<TEvent>(error: () => unknown = () => new TypeError('Failed to fetch')) {
  return {
    done: (id: string, output?: unknown) =>
      ({ type: `xstate.done.actor.${id}`, output }) as unknown as TEvent,
    failed: (id: string) => ({ type: `xstate.error.actor.${id}`, error: error() }) as unknown as TEvent,
    after: (delay: string, stateId: string) =>
      ({ type: `xstate.after.${delay}.${stateId}` }) as unknown as TEvent,
  };
}
