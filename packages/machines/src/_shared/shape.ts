// Shapes of the data that crosses a machine's boundary (event payloads, actors' answers), checked
// by hand. Not zod: the web app's browser build swaps zod for an inert stand-in that throws when
// asked to validate (docs/decisions/0006-home-budget.md), and the machines run in that build.
// A shape is a function that answers why a value does not fit, naming where ('payment.token:
// expected a string'), or null when it fits. Extra keys are allowed and never read; a machine
// that keeps a value builds it from the fields it knows (see each machine's events.ts).

export interface Shape<T> {
  (value: unknown, path?: string): string | null;
  /** Type only: what a value that fits is. */
  readonly __type?: T;
}
export type Infer<S> = S extends Shape<infer T> ? T : never;

const at = (path: string, message: string) => (path ? `${path}: ${message}` : message);
const show = (value: unknown) => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.length > 24 ? 'a longer text' : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
};
const shape = <T>(check: (value: unknown, path: string) => string | null): Shape<T> =>
  ((value: unknown, path = '') => check(value, path)) as Shape<T>;

/** True when the value fits, and TypeScript then knows it as T. */
export const fits = <T>(check: Shape<T>, value: unknown): value is T => check(value) === null;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ── Values ───────────────────────────────────────────────────────────────────
/** A string up to `max` characters (10,000 by default: no megabyte of text in a context); `filled`: not blank. */
export const text = ({ max = 10_000, filled = false }: { max?: number; filled?: boolean } = {}) =>
  shape<string>((value, path) => {
    if (typeof value !== 'string') return at(path, `expected a text, got ${show(value)}`);
    if (value.length > max) return at(path, `longer than ${max} characters`);
    if (filled && value.trim() === '') return at(path, 'is empty');
    return null;
  });

/** A whole number from `min` (0 by default) up to `max`, exactly representable. */
export const whole = ({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) =>
  shape<number>((value, path) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      return at(path, `expected a whole number, got ${show(value)}`);
    if (value < min || value > max) return at(path, `expected ${min} to ${max}, got ${value}`);
    return null;
  });

/** A finite number, at least `min` (0 by default). */
export const amount = ({ min = 0 }: { min?: number } = {}) =>
  shape<number>((value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return at(path, `expected a number, got ${show(value)}`);
    return value < min ? at(path, `expected at least ${min}, got ${value}`) : null;
  });

export const flag = shape<boolean>((value, path) =>
  typeof value === 'boolean' ? null : at(path, `expected true or false, got ${show(value)}`),
);

/** One of these exact values. */
export const oneOf = <const V extends readonly (string | number | boolean)[]>(...values: V) =>
  shape<V[number]>((value, path) =>
    values.includes(value as V[number])
      ? null
      : at(path, `expected ${values.map((v) => JSON.stringify(v)).join(' or ')}, got ${show(value)}`),
  );

export const nullable = <T>(inner: Shape<T>) =>
  shape<T | null>((value, path) => (value === null ? null : inner(value, path)));

/** For object fields that may be left out (or undefined). */
export const optional = <T>(inner: Shape<T>) =>
  shape<T | undefined>((value, path) => (value === undefined ? null : inner(value, path)));

/** A list of up to `max` items (1,000 by default), each fitting `item`. */
export const list = <T>(item: Shape<T>, { max = 1000 }: { max?: number } = {}) =>
  shape<T[]>((value, path) => {
    if (!Array.isArray(value)) return at(path, `expected a list, got ${show(value)}`);
    if (value.length > max) return at(path, `more than ${max} items`);
    for (const [index, entry] of value.entries()) {
      const problem = item(entry, `${path}[${index}]`);
      if (problem) return problem;
    }
    return null;
  });

/** An object used as a dictionary: any keys, each value fitting `item`. */
export const dictionary = <T>(item: Shape<T>) =>
  shape<Record<string, T>>((value, path) => {
    if (!isRecord(value)) return at(path, `expected an object, got ${show(value)}`);
    for (const [key, entry] of Object.entries(value)) {
      if (key === '__proto__') continue; // never read as data (zod's records skip it too)
      const problem = item(entry, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
    return null;
  });

// ── Objects ──────────────────────────────────────────────────────────────────
type Fields = Record<string, Shape<unknown>>;
type Optionals<F extends Fields> = {
  [K in keyof F]: undefined extends Infer<F[K]> ? K : never;
}[keyof F];
/** Fields that may be undefined may be left out. */
export type ObjectOf<F extends Fields> = { [K in Exclude<keyof F, Optionals<F>>]: Infer<F[K]> } & {
  [K in Optionals<F>]?: Infer<F[K]>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/**
 * An object with these fields (read as properties, so a browser File fits `{ name, type, size }`).
 * Extra keys are allowed and ignored.
 */
export const object = <F extends Fields>(fields: F) =>
  shape<ObjectOf<F>>((value, path) => {
    if (!isRecord(value)) return at(path, `expected an object, got ${show(value)}`);
    for (const [key, field] of Object.entries(fields)) {
      const problem = field(value[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
    return null;
  });

/** Every field may be left out; the ones given must fit. */
export const partial = <F extends Fields>(fields: F) =>
  object(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, optional(field)])) as {
      [K in keyof F]: Shape<Infer<F[K]> | undefined>;
    },
  );

/** Only the keys these fields name (and that are given): what a machine keeps of a payload. */
export function known<F extends Fields>(fields: F, value: Record<string, unknown>): Partial<ObjectOf<F>> {
  return Object.fromEntries(
    Object.keys(fields)
      .filter((key) => Object.hasOwn(value, key) && value[key] !== undefined)
      .map((key) => [key, value[key]]),
  ) as Partial<ObjectOf<F>>;
}

/**
 * One of several object shapes, told apart by the value of `key` (`method: 'card' | 'paypal'`,
 * `isRental: true | false`).
 */
export const variants = <K extends string, V extends Record<string, Shape<unknown>>>(key: K, byValue: V) =>
  shape<Infer<V[keyof V]>>((value, path) => {
    if (!isRecord(value)) return at(path, `expected an object, got ${show(value)}`);
    const tag = value[key];
    const variant = Object.hasOwn(byValue, String(tag)) ? byValue[String(tag)] : undefined;
    if (typeof tag === 'object' || !variant) {
      const expected = Object.keys(byValue).join(' or ');
      return at(path ? `${path}.${key}` : key, `expected ${expected}, got ${show(tag)}`);
    }
    return variant(value, path);
  });

// ── Events ───────────────────────────────────────────────────────────────────
/** An event without its `type` (distributed over unions: `{ kind: 'order' } | { kind: 'conversation', … }`). */
export type Payload<E> = E extends unknown ? Omit<E, 'type'> : never;
export type PayloadOf<E extends { type: string }, K extends E['type']> = Payload<Extract<E, { type: K }>>;

/** The payload shape (everything but `type`) of each event a machine takes from outside. */
export type EventShapes<E extends { type: string }> = {
  [K in E['type']]: Shape<PayloadOf<E, K>>;
};

/** For events that carry nothing: any object fits (extra keys are ignored). */
export const nothing = object({});

/** Why this event's payload does not fit its type's shape, or null; events of other machines fit. */
export function payloadProblem<E extends { type: string }>(
  shapes: EventShapes<E>,
  event: { type: string },
): string | null {
  const check = Object.hasOwn(shapes, event.type) ? shapes[event.type as E['type']] : undefined;
  return check ? check(event) : null;
}
