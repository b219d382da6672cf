// Schemas of the data that crosses a machine's boundary (event payloads, actors' answers): zod/mini,
// the contract's own where the data is the API's (a user, a session, an error answer), the
// machine's where it is the app's (a cart entry, a payment choice). The same zod the server and the
// forms parse with (docs/decisions/0045). A problem names where: 'payment.token: Invalid input:
// expected string, received undefined'. Extra keys are allowed and never read; a machine that keeps
// a value builds it from the fields it knows (see each machine's events.ts).
import { z } from '@pinjam/api/contract';

export { z };

/** A schema whose parsed value is T (the input may be anything). */
export type Schema<T> = z.core.$ZodType<T, unknown>;

/** True when the value fits, and TypeScript then knows it as the schema's output. */
export const fits = <S extends z.core.$ZodType>(schema: S, value: unknown): value is z.output<S> =>
  z.safeParse(schema, value).success;

/** Why the value does not fit, naming where ('entry.quantity: …'), or null when it fits. */
export function problemOf(schema: z.core.$ZodType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string up to `max` characters (10,000 by default: no megabyte of text in a context); `filled`: not blank. */
export const text = ({ max = 10_000, filled = false }: { max?: number; filled?: boolean } = {}) =>
  z
    .string()
    .check(
      ...(max === Infinity ? [] : [z.maxLength(max)]),
      ...(filled
        ? [z.refine((value: unknown) => typeof value === 'string' && value.trim() !== '', 'Enter some text')]
        : []),
    );

/** A whole number from `min` (0 by default) up to `max`, exactly representable. */
export const whole = ({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) =>
  z.int().check(z.gte(min), z.lte(max));

/** A finite number, at least `min` (0 by default). */
export const amount = ({ min = 0 }: { min?: number } = {}) =>
  min === -Infinity ? z.number() : z.number().check(z.gte(min));

/** A list of up to `max` items (1,000 by default), each fitting `item`. */
export const list = <T extends z.core.SomeType>(item: T, { max = 1000 }: { max?: number } = {}) =>
  z.array(item).check(z.maxLength(max));

/** Only the keys these fields name (and that are given): what a machine keeps of a payload. */
export function known<F extends z.core.$ZodShape>(
  fields: F,
  value: Record<string, unknown>,
): Partial<z.output<z.ZodMiniObject<F>>> {
  return Object.fromEntries(
    Object.keys(fields)
      .filter((key) => Object.hasOwn(value, key) && value[key] !== undefined)
      .map((key) => [key, value[key]]),
  ) as Partial<z.output<z.ZodMiniObject<F>>>;
}

// ── Events ───────────────────────────────────────────────────────────────────
/** An event without its `type` (distributed over unions: `{ kind: 'order' } | { kind: 'conversation', … }`). */
export type Payload<E> = E extends unknown ? Omit<E, 'type'> : never;
export type PayloadOf<E extends { type: string }, K extends E['type']> = Payload<Extract<E, { type: K }>>;

/** The payload schema (everything but `type`) of each event a machine takes from outside. */
export type EventSchemas<E extends { type: string }> = {
  [K in E['type']]: Schema<PayloadOf<E, K>>;
};

/** For events that carry nothing: any object fits (extra keys are ignored). */
export const nothing = z.object({});

/** Why this event's payload does not fit its type's schema, or null; events of other machines fit. */
export function payloadProblem<E extends { type: string }>(
  schemas: EventSchemas<E>,
  event: { type: string },
): string | null {
  const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type as E['type']] : undefined;
  return schema ? problemOf(schema, event) : null;
}
