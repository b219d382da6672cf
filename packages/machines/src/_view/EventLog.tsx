// What happened, newest first: every event the machine received (yours, actors' results, timers)
// and the state it was in afterwards, or that it ignored the event.
import { useId } from 'react';
import { readableEvent } from './graphModel';
import { c, font } from './palette';
import { codeStyle, headingStyle } from './styles';
import type { Effect, LogEntry } from './useMachineRun';

const short = (value: unknown, max = 160) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

function details(entry: LogEntry): string | null {
  const { type: _type, ...event } = entry.event;
  const rest = Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined));
  if ('output' in rest) return `output ${short(rest.output)}`;
  if ('error' in rest) return `error ${rest.error instanceof Error ? rest.error.message : short(rest.error)}`;
  return Object.keys(rest).length > 0 ? short(rest) : null;
}

/** 'asks the app: navigate {…}', 'calls placeOrder with {…}', 'stops saveCart before it answered'. */
export function effectText(effect: Effect): string {
  switch (effect.kind) {
    case 'action':
      return `asks the app: ${effect.type}${effect.params === undefined ? '' : ` ${short(effect.params)}`}`;
    case 'invoke':
      return `calls ${effect.src}${effect.input === undefined ? '' : ` with ${short(effect.input)}`}`;
    case 'stop':
      return `stops ${effect.id} before it answered`;
    default:
      return effect satisfies never;
  }
}

export function EventLog({ log }: { log: LogEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={headingStyle}>
        Event log
      </h3>
      <ol
        aria-labelledby={headingId}
        tabIndex={0}
        style={{
          ...codeStyle,
          listStyle: 'none',
          maxHeight: 280,
          display: 'grid',
          gap: 6,
          alignContent: 'start',
        }}
      >
        {log.map((entry) => {
          const extra = details(entry);
          const readable = readableEvent(entry.event.type);
          return (
            <li key={entry.id} data-event={entry.event.type} data-ignored={entry.ignored || undefined}>
              <span style={{ color: c('muted') }}>+{(entry.at / 1000).toFixed(2)} s </span>
              <strong style={{ fontFamily: font.mono }}>{entry.event.type}</strong>
              {readable !== entry.event.type && <span style={{ color: c('muted') }}> ({readable})</span>}
              {extra && <div style={{ color: c('muted') }}>{extra}</div>}
              <div>
                → {entry.state}
                {entry.ignored ? (
                  <strong style={{ color: c('danger') }}> (ignored: no transition took it)</strong>
                ) : (
                  !entry.changed && <span style={{ color: c('muted') }}> (same state)</span>
                )}
              </div>
              {entry.effects.map((effect, index) => (
                <div key={index} data-effect={effect.kind} style={{ color: c('tintText') }}>
                  ↳ {effectText(effect)}
                </div>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
