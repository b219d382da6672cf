// Buttons for the events the machine takes now, each with its payload as editable JSON.
import { useId, useState } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { c, font } from './palette';
import { buttonStyle, headingStyle } from './styles';

type Parsed = { ok: true; event: AnyEventObject } | { ok: false; message: string };

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

/** Why a handled event would be ignored now, or null when the machine takes it. */
export function refusal(snapshot: AnyMachineSnapshot, parsed: Parsed): string | null {
  if (!parsed.ok) return null; // the payload's own message says what is wrong
  try {
    return snapshot.can(parsed.event)
      ? null
      : 'Refused now: a guard does not hold (for this payload or this context).';
  } catch (error) {
    return `The payload does not fit this event: ${(error as Error).message}`;
  }
}

const disabledStyle = {
  cursor: 'not-allowed',
  background: c('surface'),
  color: c('muted'),
  border: `1px dashed ${c('border')}`,
};

interface EventPanelProps {
  eventTypes: string[];
  snapshot: AnyMachineSnapshot;
  payloads: Record<string, string>;
  onPayloadChange: (type: string, text: string) => void;
  onSend: (event: AnyEventObject) => void;
}

export function EventPanel({ eventTypes, snapshot, payloads, onPayloadChange, onSend }: EventPanelProps) {
  const headingId = useId();
  const accepted = eventTypes.filter((type) => handles(snapshot, type));
  const ignored = eventTypes.filter((type) => !accepted.includes(type));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={headingStyle}>
        Events it takes now
      </h3>
      {accepted.length === 0 ? (
        <p style={{ margin: '4px 0', color: c('muted') }}>
          None: the machine is waiting (for an actor or a timer) or has stopped.
        </p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {accepted.map((type) => (
            <EventCard
              key={type}
              type={type}
              snapshot={snapshot}
              text={payloads[type]}
              onChange={(text) => onPayloadChange(type, text)}
              onSend={onSend}
            />
          ))}
        </ul>
      )}
      {ignored.length > 0 && (
        <p style={{ margin: '8px 0 0', fontSize: 13, color: c('muted') }}>
          Not taken in this state: {ignored.join(', ')}
        </p>
      )}
    </section>
  );
}

function EventCard({
  type,
  snapshot,
  text,
  onChange,
  onSend,
}: {
  type: string;
  snapshot: AnyMachineSnapshot;
  text: string | undefined;
  onChange: (text: string) => void;
  onSend: (event: AnyEventObject) => void;
}) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const parsed = parsePayload(type, text);
  const refused = refusal(snapshot, parsed);
  const send = () => {
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    onSend(parsed.event);
  };
  return (
    <li style={{ display: 'grid', gap: 6, padding: 10, borderRadius: 10, background: c('surface') }}>
      <button
        type="button"
        onClick={send}
        disabled={refused !== null}
        style={{ ...buttonStyle('primary'), ...(refused ? disabledStyle : {}) }}
        aria-describedby={error ? `${ids}-error` : refused ? `${ids}-refused` : undefined}
      >
        {type}
      </button>
      {refused && (
        <p id={`${ids}-refused`} style={{ margin: 0, fontSize: 13, color: c('muted') }}>
          {refused}
        </p>
      )}
      {text !== undefined && (
        <>
          <label htmlFor={`${ids}-payload`} style={{ fontSize: 13, color: c('muted') }}>
            Payload for {type}
          </label>
          <textarea
            id={`${ids}-payload`}
            value={text}
            onChange={(e) => {
              setError(null);
              onChange(e.target.value);
            }}
            rows={Math.min(8, Math.max(2, text.split('\n').length))}
            spellCheck={false}
            aria-invalid={!parsed.ok || undefined}
            aria-describedby={!parsed.ok ? `${ids}-error` : undefined}
            style={{
              font: `12px/1.4 ${font.mono}`,
              color: c('text'),
              background: c('bg'),
              border: `1px solid ${parsed.ok ? c('border') : c('danger')}`,
              borderRadius: 6,
              padding: 6,
              resize: 'vertical',
            }}
          />
        </>
      )}
      {(error || !parsed.ok) && (
        <p
          id={`${ids}-error`}
          role={error ? 'alert' : undefined}
          style={{ margin: 0, fontSize: 13, color: c('danger') }}
        >
          {error ?? (parsed.ok ? '' : parsed.message)}
        </p>
      )}
    </li>
  );
}
