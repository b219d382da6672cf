// Buttons for the events the machine takes now, each with its example payloads and its payload
// as editable JSON (see EventCard).
import { useId } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { EventExampleSet } from '../_shared/examples';
import { EventCard } from './EventCard';
import { handles, type PayloadProblem } from './eventLogic';
import { c } from './palette';
import { headingStyle } from './styles';

interface EventPanelProps {
  eventTypes: string[];
  snapshot: AnyMachineSnapshot;
  payloads: Record<string, string>;
  examples: Record<string, EventExampleSet<unknown> | undefined>;
  payloadProblem?: PayloadProblem;
  onPayloadChange: (type: string, text: string) => void;
  onSend: (event: AnyEventObject) => void;
}

export function EventPanel({
  eventTypes,
  snapshot,
  payloads,
  examples,
  payloadProblem,
  onPayloadChange,
  onSend,
}: EventPanelProps) {
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
              examples={examples[type]}
              payloadProblem={payloadProblem}
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
