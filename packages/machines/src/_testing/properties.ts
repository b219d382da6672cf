// Property tests for the machines, with fast-check: random runs of events with random payloads
// (the examples, valid and invalid, and hostile variants of them: fields missing, of the wrong
// type, null, extra keys, huge texts) sent to a running actor with fake implementations. After
// every step the actor must still run (or have finished where the chart ends), a payload that does
// not fit must have been ignored (the very same snapshot), and the machine's own check of its
// context against its state must hold. Shared by every machine's property test; not exported.
import fc from 'fast-check';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { EventExampleSet, EventExamples } from '../_shared/examples';
import { isRecord } from '../_shared/schemas';

type Key = string | number;
type Event = { type: string } & Record<string, unknown>;

const HUGE = 'x'.repeat(200_000);
/** Values that do not belong anywhere a payload is read. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(HUGE),
  fc.constant(''),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -1, 0, 2 ** 53, -0),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('__proto__', 'constructor', 'toString'),
);

/** Every path to a value inside `value` (object keys and list indexes), the root included. */
function pathsOf(value: unknown, prefix: Key[] = []): Key[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (isRecord(value))
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return here;
}

/** A copy of `value` with `change` applied to the container of the last key on `path`. */
function changeAt(value: unknown, path: Key[], change: (parent: Record<Key, unknown>, key: Key) => void) {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<Key, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

type Mutation = 'drop' | 'replace' | 'extra';
/** `payload` with one thing broken somewhere inside it. */
export function mutated(payload: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(payload);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      how: fc.constantFrom<Mutation>('drop', 'replace', 'extra'),
      value: hostileValue,
      key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'type', 'constructor')),
    })
    .map(({ path, how, value, key }) => {
      if (path.length === 0 && how !== 'extra') return value;
      return changeAt(payload, how === 'extra' ? [...path, key] : path, (parent, last) => {
        if (!isRecord(parent) && !Array.isArray(parent)) return;
        if (how === 'drop') delete parent[last];
        // An array's `length` cannot be redefined (a random extra key may be 'length'): leave it.
        else if (!(Array.isArray(parent) && last === 'length'))
          Object.defineProperty(parent, last, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      });
    });
}

/** Payloads for one event: its examples (valid and invalid) and broken copies of the valid ones. */
export function payloads(set: EventExampleSet<unknown> | undefined): fc.Arbitrary<unknown> {
  const valid = (set?.valid ?? []).map((example) => example.payload);
  const invalid = (set?.invalid ?? []).map((example) => example.payload);
  const seeds = valid.length > 0 ? valid : [{}];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...seeds) },
    ...(invalid.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...invalid) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...seeds).chain(mutated) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

const toEvent = (type: string, payload: unknown): Event =>
  isRecord(payload) ? { ...payload, type } : { type, payload };

/** Events of these types with random payloads. */
export function events<E extends { type: string }>(types: E['type'][], examples: EventExamples<E>) {
  return fc
    .constantFrom(...types)
    .chain((type) =>
      payloads(examples[type] as EventExampleSet<unknown> | undefined).map((payload) =>
        toEvent(type, payload),
      ),
    );
}

/** An event to send, or a pause that lets the fakes answer (their timers run). */
export type Step = { send: Event } | { settle: true };
export const steps = (eventArbitrary: fc.Arbitrary<Event>, maxLength = 30) =>
  fc.array(
    fc.oneof(
      { weight: 5, arbitrary: eventArbitrary.map((send) => ({ send }) as Step) },
      { weight: 1, arbitrary: fc.constant({ settle: true } as Step) },
    ),
    { maxLength },
  );

/**
 * A run that first follows one of the tours (scripted walks deep into the chart) for a random
 * number of steps, then goes on at random: random events alone seldom get past the first forms.
 */
export const toured = (tours: Step[][], random: fc.Arbitrary<Step[]>) =>
  fc
    .tuple(fc.constantFrom(...tours), fc.nat(), random)
    .map(([tour, cut, rest]) => [...tour.slice(0, cut % (tour.length + 1)), ...rest]);
export const send = (type: string, payload: object = {}): Step => ({ send: { ...payload, type } });
export const pause: Step = { settle: true };

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export interface RunChecks<S extends AnyMachineSnapshot> {
  /** Why the payload does not fit its event, or null. */
  problem: (event: Event) => string | null;
  /** Throws when the context does not agree with the state. */
  invariant: (snapshot: S) => void;
  /** Final states where the machine may stop (done). */
  mayFinish?: (snapshot: S) => boolean;
  /** Checks one step: the snapshot before, the event and the snapshot after. */
  step?: (before: S, event: Event, after: S) => void;
}

/**
 * Sends the steps to a fresh actor and checks after each one. Returns the snapshots seen, so a
 * test can also say which states the random runs reached.
 */
export async function run<S extends AnyMachineSnapshot>(
  start: () => AnyActorRef,
  plan: Step[],
  checks: RunChecks<S>,
): Promise<S[]> {
  const actor = start();
  const errors: unknown[] = [];
  const subscription = actor.subscribe({ error: (error) => errors.push(error) });
  const seen: S[] = [];
  const check = (snapshot: S) => {
    if (errors.length > 0 || snapshot.status === 'error')
      throw new Error(`the actor failed: ${String(errors[0] ?? snapshot.error)}`);
    if (snapshot.status !== 'active' && !(snapshot.status === 'done' && checks.mayFinish?.(snapshot)))
      throw new Error(`the actor stopped (${snapshot.status}) in ${JSON.stringify(snapshot.value)}`);
    checks.invariant(snapshot);
    seen.push(snapshot);
  };
  try {
    check(actor.getSnapshot() as S);
    for (const step of plan) {
      if (actor.getSnapshot().status === 'done') break; // a final state takes nothing more
      if ('settle' in step) {
        await settle();
        check(actor.getSnapshot() as S);
        continue;
      }
      const before = actor.getSnapshot() as S;
      actor.send(step.send);
      const after = actor.getSnapshot() as S;
      if (checks.problem(step.send) !== null && after !== before)
        throw new Error(`${step.send.type} with a payload that does not fit was not ignored`);
      checks.step?.(before, step.send, after);
      check(after);
    }
    await settle();
    check(actor.getSnapshot() as S);
    return seen;
  } finally {
    subscription.unsubscribe();
    actor.stop();
  }
}

/** The user events of a machine's examples and shapes. */
export const typesOf = (shapes: Record<string, unknown>) => Object.keys(shapes);
