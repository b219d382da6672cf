// What the event panel says about an event and its payload: pure, so it is tested in node.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

export type Parsed = { ok: true; event: AnyEventObject } | { ok: false; message: string };

/** The payload box's text as an event of this type (an empty box: the event alone). */
export function parsePayload(type: string, text: string | undefined): Parsed {
  if (text === undefined || text.trim() === '') return { ok: true, event: { type } };
  try {
    const payload: unknown = JSON.parse(text);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return { ok: false, message: 'The payload must be a JSON object, like { "email": "…" }.' };
    }
    return { ok: true, event: { ...payload, type } };
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${(error as Error).message}` };
  }
}

/** Whether a state the machine is in has a transition for this event type (guards aside). */
export function handles(snapshot: AnyMachineSnapshot, type: string) {
  return snapshot.status === 'active' && snapshot._nodes.some((node) => node.transitions.has(type));
}

/** Why a payload does not fit its event's type, or null; from the machine's own shapes. */
export type PayloadProblem = (event: AnyEventObject) => string | null;

/**
 * What the card tells QA, and whether its button sends:
 * - `badJson`: the box is not a JSON object; nothing can be sent.
 * - `invalid`: the payload does not fit the event's type. The button stays: sending it shows the
 *   machine ignoring it (the log says "ignored").
 * - `refused`: the payload fits, but a guard says no in this state (an empty cart's cart.clear);
 *   the button is greyed.
 * - `ok`: the machine takes it now.
 */
export type Verdict =
  | { kind: 'badJson'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'ok' };

export function verdict(
  snapshot: AnyMachineSnapshot,
  parsed: Parsed,
  payloadProblem?: PayloadProblem,
): Verdict {
  if (!parsed.ok) return { kind: 'badJson', message: parsed.message };
  const problem = payloadProblem?.(parsed.event) ?? null;
  if (problem !== null) {
    return {
      kind: 'invalid',
      message: `Invalid payload: ${problem}. The machine should ignore it: send it to check.`,
    };
  }
  try {
    return snapshot.can(parsed.event)
      ? { kind: 'ok' }
      : {
          kind: 'refused',
          message: 'Refused now: a guard does not hold (for this payload or this context).',
        };
  } catch (error) {
    // Only for a machine without shapes whose guard trips over the payload.
    return { kind: 'refused', message: `The payload does not fit this event: ${(error as Error).message}` };
  }
}

export const pretty = (value: unknown) => JSON.stringify(value, null, 2);
