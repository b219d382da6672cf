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

function canTake(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  try {
    return snapshot.status === 'active' && snapshot.can(event);
  } catch {
    return false; // a guard that trips over an odd payload
  }
}

interface EventPanelProps {
  eventTypes: string[];
  snapshot: AnyMachineSnapshot;
  payloads: Record<string, string>;
  onPayloadChange: (type: string, text: string) => void;
  onSend: (event: AnyEventObject) => void;
}

export function EventPanel({ eventTypes, snapshot, payloads, onPayloadChange, onSend }: EventPanelProps) {
  const headingId = useId();
  const accepted = eventTypes.filter((type) => {
    const parsed = parsePayload(type, payloads[type]);
    return canTake(snapshot, parsed.ok ? parsed.event : { type });
  });
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
  text,
  onChange,
  onSend,
}: {
  type: string;
  text: string | undefined;
  onChange: (text: string) => void;
  onSend: (event: AnyEventObject) => void;
}) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const parsed = parsePayload(type, text);
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
        style={buttonStyle('primary')}
        aria-describedby={error ? `${ids}-error` : undefined}
      >
        {type}
      </button>
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
