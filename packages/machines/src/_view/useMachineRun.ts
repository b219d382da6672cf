// Runs the machine shown in the view and records what happens to it, for React.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { leafPaths } from './graphModel';

/** What the machine asked of the app while taking an event: a named action, or starting/stopping an actor. */
export type Effect =
  | { kind: 'action'; type: string; params: unknown }
  | { kind: 'invoke'; src: string; input: unknown }
  | { kind: 'stop'; id: string };

export interface LogEntry {
  id: number;
  /** Milliseconds since the run started. */
  at: number;
  event: AnyEventObject;
  /** The state reached after the event, as the current-state text shows it. */
  state: string;
  /** False when the state (its value) is the same as before the event. */
  changed: boolean;
  /** True when no transition took the event: the snapshot is the very one it had before. */
  ignored: boolean;
  /** Actions the app provides and actors started or stopped, in the order they ran. */
  effects: Effect[];
}

export interface Run {
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  log: LogEntry[];
}

export const stateText = (snapshot: AnyMachineSnapshot) => leafPaths(snapshot.value).join(', ') || '(root)';

/** A tiny external store: the actor and inspection feed it, React reads it. */
function createRunStore(actor: AnyActorRef) {
  let run: Run = { actor, snapshot: actor.getSnapshot() as AnyMachineSnapshot, log: [] };
  const listeners = new Set<() => void>();
  const started = Date.now();
  let nextId = 1;
  let lastState = '';
  let lastSnapshot: AnyMachineSnapshot | null = null;
  // Actions run before the snapshot they lead to is reported: they wait here until then.
  let pending: Effect[] = [];
  const emit = () => listeners.forEach((listener) => listener());
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => run,
    setSnapshot: (snapshot: AnyMachineSnapshot) => {
      run = { ...run, snapshot };
      emit();
    },
    addEffect: (effect: Effect) => {
      pending.push(effect);
    },
    record: (event: AnyEventObject, snapshot: AnyMachineSnapshot) => {
      const state = stateText(snapshot);
      const entry: LogEntry = {
        id: nextId++,
        at: Date.now() - started,
        event,
        state,
        changed: state !== lastState,
        ignored: snapshot === lastSnapshot,
        effects: pending,
      };
      pending = [];
      lastState = state;
      lastSnapshot = snapshot;
      run = { ...run, snapshot, log: [entry, ...run.log].slice(0, 200) };
      emit();
    },
  };
}
type RunStore = ReturnType<typeof createRunStore>;
const subscribeToNothing = () => () => {};

/**
 * The effect an executed action stands for, or null for XState's bookkeeping (assign, raise,
 * timers). Custom actions are the ones the app provides; spawnChild/stopChild start and stop actors.
 */
export function effectOf(action: { type: string; params?: unknown }): Effect | null {
  if (action.type === 'xstate.spawnChild') {
    const { src, id, input } = (action.params ?? {}) as { src?: unknown; id?: unknown; input?: unknown };
    return { kind: 'invoke', src: typeof src === 'string' ? src : String(id ?? 'actor'), input };
  }
  if (action.type === 'xstate.stopChild') {
    // Leaving a state stops its actors; only one still running is news (its call is abandoned).
    const child = action.params as AnyActorRef | undefined;
    return child?.getSnapshot()?.status === 'active' ? { kind: 'stop', id: child.id } : null;
  }
  if (action.type.startsWith('xstate.')) return null;
  return { kind: 'action', type: action.type, params: action.params };
}

export interface RunOptions {
  /** Implementations for `machine.provide()`; a function is called again on every Reset. */
  provide?: object | (() => object);
  /** Watch an actor the caller runs instead of starting one. */
  actor?: AnyActorRef;
  input?: unknown;
}

/**
 * Starts the machine (or watches `options.actor`) and restarts it whenever `generation` changes.
 * Options are read at each (re)start, so new fakes take effect on Reset.
 */
export function useMachineRun(machine: AnyStateMachine, options: RunOptions, generation: number): Run | null {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [store, setStore] = useState<RunStore | null>(null);

  useEffect(() => {
    const { provide, actor: external, input } = optionsRef.current;
    const implementations = typeof provide === 'function' ? provide() : provide;
    const logic = implementations ? machine.provide(implementations) : machine;
    const actor = external ?? createActor(logic, input === undefined ? {} : { input });
    const runStore = createRunStore(actor);
    // Every snapshot of the root actor, with the event that led to it: user events, invoked
    // actors' results (xstate.done.actor.*), timers (xstate.after.*).
    const inspection = actor.system.inspect((inspected) => {
      if (inspected.type === '@xstate.action' && inspected.actorRef === actor) {
        const effect = effectOf(inspected.action);
        if (effect) runStore.addEffect(effect);
      }
      if (inspected.type === '@xstate.snapshot' && inspected.actorRef === actor) {
        runStore.record(inspected.event, inspected.snapshot as AnyMachineSnapshot);
      }
    });
    const subscription = actor.subscribe({
      next: (snapshot) => runStore.setSnapshot(snapshot as AnyMachineSnapshot),
      error: () => runStore.setSnapshot(actor.getSnapshot() as AnyMachineSnapshot),
    });
    if (!external) actor.start();
    setStore(runStore);
    return () => {
      inspection.unsubscribe();
      subscription.unsubscribe();
      if (!external) actor.stop();
    };
  }, [machine, generation]);

  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, () => store?.get() ?? null);
}
