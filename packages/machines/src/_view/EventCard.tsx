// One event the machine takes now: its button, a list of example payloads to pick (valid ones,
// and the notable invalid ones, marked), the payload as editable JSON, and what the view thinks
// of that payload before it is sent.
import { useId, useState, type CSSProperties } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { EventExampleSet } from '../_shared/examples';
import { parsePayload, pretty, verdict, type PayloadProblem } from './eventLogic';
import { c, font } from './palette';
import { buttonStyle } from './styles';

const disabledStyle: CSSProperties = {
  cursor: 'not-allowed',
  background: c('surface'),
  color: c('muted'),
  border: `1px dashed ${c('border')}`,
};
/** An invalid payload can still be sent (to watch the machine ignore it): the button says so. */
const invalidStyle: CSSProperties = {
  background: c('dangerBg'),
  color: c('danger'),
  border: `1px dashed ${c('danger')}`,
};
const smallText: CSSProperties = { margin: 0, fontSize: 13 };

interface EventCardProps {
  type: string;
  snapshot: AnyMachineSnapshot;
  /** The payload box's text; undefined: the event carries nothing (no box). */
  text: string | undefined;
  examples?: EventExampleSet<unknown>;
  payloadProblem?: PayloadProblem;
  onChange: (text: string) => void;
  onSend: (event: AnyEventObject) => void;
}

export function EventCard({
  type,
  snapshot,
  text,
  examples,
  payloadProblem,
  onChange,
  onSend,
}: EventCardProps) {
  const ids = useId();
  const [sendError, setSendError] = useState<string | null>(null);
  const parsed = parsePayload(type, text);
  const said = verdict(snapshot, parsed, payloadProblem);
  const messageId = `${ids}-message`;
  const send = () => {
    if (!parsed.ok) return setSendError(parsed.message);
    setSendError(null);
    onSend(parsed.event);
  };
  const options = [
    ...(examples?.valid ?? []).map((example) => ({ ...example, valid: true })),
    ...(examples?.invalid ?? []).map((example) => ({ ...example, valid: false })),
  ].map((example, index) => ({ ...example, value: String(index), json: pretty(example.payload) }));
  // The list shows the example the box still holds, or "edited" once QA typed something else.
  const chosen = options.find((option) => option.json === text)?.value ?? '';

  return (
    <li
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 6,
        padding: 10,
        borderRadius: 10,
        background: c('surface'),
      }}
    >
      <button
        type="button"
        onClick={send}
        disabled={said.kind === 'refused'}
        data-payload={said.kind}
        style={{
          ...buttonStyle('primary'),
          ...(said.kind === 'refused' ? disabledStyle : said.kind === 'invalid' ? invalidStyle : {}),
        }}
        aria-describedby={said.kind === 'ok' && !sendError ? undefined : messageId}
      >
        {type}
      </button>
      {options.length > 0 && (
        <>
          <label htmlFor={`${ids}-examples`} style={{ ...smallText, color: c('muted') }}>
            Example payloads for {type}
          </label>
          <select
            id={`${ids}-examples`}
            value={chosen}
            onChange={(e) => {
              const option = options.find((o) => o.value === e.target.value);
              if (!option) return;
              setSendError(null);
              onChange(option.json);
            }}
            style={{
              font: `13px ${font.body}`,
              width: '100%',
              padding: 4,
              borderRadius: 6,
              color: c('text'),
              background: c('bg'),
            }}
          >
            <option value="">{text === undefined || chosen ? 'Choose an example…' : 'Edited by hand'}</option>
            <optgroup label="Valid">
              {options
                .filter((o) => o.valid)
                .map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
            </optgroup>
            {options.some((o) => !o.valid) && (
              <optgroup label="Invalid: the machine must ignore these">
                {options
                  .filter((o) => !o.valid)
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      ✗ Invalid: {o.label}
                    </option>
                  ))}
              </optgroup>
            )}
          </select>
        </>
      )}
      {text !== undefined && (
        <>
          <label htmlFor={`${ids}-payload`} style={{ ...smallText, color: c('muted') }}>
            Payload for {type}
          </label>
          <textarea
            id={`${ids}-payload`}
            value={text}
            onChange={(e) => {
              setSendError(null);
              onChange(e.target.value);
            }}
            rows={Math.min(8, Math.max(2, text.split('\n').length))}
            spellCheck={false}
            aria-invalid={said.kind === 'badJson' || said.kind === 'invalid' || undefined}
            aria-describedby={messageId}
            style={{
              font: `12px/1.4 ${font.mono}`,
              color: c('text'),
              background: c('bg'),
              border: `1px solid ${said.kind === 'badJson' || said.kind === 'invalid' ? c('danger') : c('border')}`,
              borderRadius: 6,
              padding: 6,
              resize: 'vertical',
            }}
          />
        </>
      )}
      <Message id={messageId} said={said} sendError={sendError} hasPayload={text !== undefined} />
    </li>
  );
}

function Message({
  id,
  said,
  sendError,
  hasPayload,
}: {
  id: string;
  said: ReturnType<typeof verdict>;
  sendError: string | null;
  hasPayload: boolean;
}) {
  if (sendError)
    return (
      <p id={id} role="alert" style={{ ...smallText, color: c('danger') }}>
        {sendError}
      </p>
    );
  if (said.kind === 'ok')
    return hasPayload ? (
      <p id={id} style={{ ...smallText, color: c('muted') }}>
        ✓ Fits the event’s type.
      </p>
    ) : null;
  return (
    <p
      id={id}
      data-testid="payload-message"
      style={{ ...smallText, color: said.kind === 'refused' ? c('muted') : c('danger') }}
    >
      {said.message}
    </p>
  );
}
