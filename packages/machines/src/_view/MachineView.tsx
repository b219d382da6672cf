// A machine on a page for QA: its chart with the current state lit, the events it takes now
// (with editable payloads), its context, and a log of what happened. Dev only (stories).
import { useId, useMemo, useState, type ReactNode } from 'react';
import type {
  ActorRefFrom,
  AnyEventObject,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import type { EventExamples, EventExampleSet } from '../_shared/examples';
import { Diagram } from './Diagram';
import { EventLog } from './EventLog';
import { EventPanel } from './EventPanel';
import { pretty, type PayloadProblem } from './eventLogic';
import { activePaths, leafPaths, toChart } from './graphModel';
import { c, font, themeVariables, type ViewTheme } from './palette';
import { buttonStyle, codeStyle, headingStyle, panelStyle } from './styles';
import { stateText, useMachineRun } from './useMachineRun';

type EventOf<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;
/** Example payloads per event type (everything but `type`), shown as editable JSON. */
export type EventPayloads<TMachine extends AnyStateMachine> = {
  [K in EventOf<TMachine>['type']]?: Omit<Extract<EventOf<TMachine>, { type: K }>, 'type'>;
};
type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

export interface MachineViewProps<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Pre-filled payloads. Events listed here come first; the machine's other events follow. */
  events?: EventPayloads<TMachine>;
  /**
   * Example payloads per event, valid and invalid, for QA to pick (the machine's examples.ts).
   * An event listed here gets a payload box too, filled with its first valid example.
   */
  examples?: EventExamples<EventOf<TMachine>>;
  /** Why an event's payload does not fit its type, or null (the machine's `…EventProblem`). */
  payloadProblem?: PayloadProblem;
  /** Fake actors, actions, guards and delays; a function is called afresh on every Reset. */
  provide?: Implementations<TMachine> | (() => Implementations<TMachine>);
  /** Watch an actor that runs elsewhere instead (Reset then only clears the view's log). */
  actor?: ActorRefFrom<TMachine>;
  input?: InputFrom<TMachine>;
  /**
   * What the app reads from the machine besides its context (totals, wording, flags): each
   * selector's name and its value for the current snapshot, shown in a "Selectors" panel.
   */
  selectors?: Record<string, (snapshot: SnapshotFrom<TMachine>) => unknown>;
  /** Heading above the view; the machine's id by default. */
  title?: string;
  /** What QA should try, shown under the heading. */
  description?: ReactNode;
  theme?: ViewTheme;
}

const userEventTypes = (machine: AnyStateMachine, first: string[]) => {
  const all = machine.root.events.filter(
    (type): type is string =>
      typeof type === 'string' && type !== '' && type !== '*' && !type.startsWith('xstate.'),
  );
  return [...new Set([...first, ...all])];
};
/** Each event's first payload: the one given in `events`, else its first valid example. */
function firstPayloads(events: object, examples: object) {
  const typed = examples as Record<string, EventExampleSet<unknown> | undefined>;
  const firstExamples = Object.entries(typed).flatMap(([type, set]) =>
    set?.valid[0] ? [[type, pretty(set.valid[0].payload)] as const] : [],
  );
  return Object.fromEntries([
    ...firstExamples,
    ...Object.entries(events).map(([type, payload]) => [type, pretty(payload)] as const),
  ]);
}
function readSelectors<S>(selectors: Record<string, (snapshot: S) => unknown>, snapshot: S) {
  return Object.fromEntries(
    Object.entries(selectors).map(([name, select]) => {
      try {
        return [name, select(snapshot) ?? null];
      } catch (error) {
        return [name, `(failed: ${(error as Error).message})`];
      }
    }),
  );
}
const noPayloads = {};

export function MachineView<TMachine extends AnyStateMachine>(props: MachineViewProps<TMachine>) {
  const {
    machine,
    events = noPayloads,
    examples = noPayloads,
    payloadProblem,
    provide,
    actor,
    input,
  } = props;
  const { selectors, title, description } = props;
  const theme = props.theme ?? 'light';
  const ids = useId();
  const [generation, setGeneration] = useState(0);
  const [payloads, setPayloads] = useState<Record<string, string>>(() => firstPayloads(events, examples));
  const chart = useMemo(() => toChart(machine), [machine]);
  const eventTypes = useMemo(
    () => userEventTypes(machine, [...Object.keys(events), ...Object.keys(examples)]),
    [machine, events, examples],
  );
  const run = useMachineRun(machine, { provide, actor, input }, generation);

  const snapshot = run?.snapshot;
  const current = useMemo(() => new Set(snapshot ? leafPaths(snapshot.value) : []), [snapshot]);
  const active = useMemo(() => (snapshot ? activePaths(snapshot.value) : new Set<string>()), [snapshot]);
  const currentText = snapshot ? stateText(snapshot) : 'starting…';
  const send = (event: AnyEventObject) => run?.actor.send(event);

  return (
    <div
      data-testid="machine-view"
      style={{
        ...themeVariables(theme),
        fontFamily: font.body,
        fontSize: 14,
        color: c('text'),
        background: c('bg'),
        padding: 16,
        borderRadius: 16,
      }}
    >
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <h2 style={{ fontSize: 20, margin: 0 }}>{title ?? `Machine: ${machine.id}`}</h2>
        <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
          <span id={`${ids}-current`} style={{ color: c('muted') }}>
            Current state
          </span>
          <output
            aria-labelledby={`${ids}-current`}
            data-testid="current-state"
            style={{
              font: `700 14px ${font.mono}`,
              padding: '4px 10px',
              borderRadius: 999,
              background: c('brand'),
              color: c('onBrand'),
            }}
          >
            {currentText}
          </output>
        </p>
        <button
          type="button"
          onClick={() => setGeneration((g) => g + 1)}
          style={{ ...buttonStyle('neutral'), marginLeft: 'auto' }}
        >
          Reset
        </button>
      </header>
      {description && (
        <div style={{ margin: '0 0 12px', color: c('muted'), maxWidth: '80ch' }}>{description}</div>
      )}
      {snapshot?.status === 'error' && (
        <p
          role="alert"
          style={{ padding: 10, borderRadius: 8, background: c('dangerBg'), color: c('danger') }}
        >
          The machine stopped with an error:{' '}
          {String((snapshot.error as Error | undefined)?.message ?? snapshot.error)}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <section aria-labelledby={`${ids}-chart`} style={{ ...panelStyle, flex: '3 1 760px', minWidth: 0 }}>
          <h3 id={`${ids}-chart`} style={headingStyle}>
            Chart
          </h3>
          <Diagram
            layoutKey={machine}
            chart={chart}
            active={active}
            current={current}
            currentText={currentText}
          />
        </section>
        <div style={{ flex: '1 1 340px', minWidth: 0, display: 'grid', gap: 16 }}>
          <div style={panelStyle}>
            {snapshot ? (
              <EventPanel
                eventTypes={eventTypes}
                snapshot={snapshot}
                payloads={payloads}
                examples={examples as Record<string, EventExampleSet<unknown> | undefined>}
                payloadProblem={payloadProblem}
                onPayloadChange={(type, text) => setPayloads((all) => ({ ...all, [type]: text }))}
                onSend={send}
              />
            ) : (
              <p style={{ margin: 0 }}>Starting…</p>
            )}
          </div>
          <section aria-labelledby={`${ids}-context`} style={panelStyle}>
            <h3 id={`${ids}-context`} style={headingStyle}>
              Context
            </h3>
            <pre tabIndex={0} data-testid="machine-context" style={{ ...codeStyle, maxHeight: 280 }}>
              {snapshot ? pretty(snapshot.context) : ''}
            </pre>
          </section>
          {selectors && (
            <section aria-labelledby={`${ids}-selectors`} style={panelStyle}>
              <h3 id={`${ids}-selectors`} style={headingStyle}>
                Selectors
              </h3>
              <pre tabIndex={0} data-testid="machine-selectors" style={{ ...codeStyle, maxHeight: 280 }}>
                {snapshot ? pretty(readSelectors(selectors, snapshot as SnapshotFrom<TMachine>)) : ''}
              </pre>
            </section>
          )}
          <div style={panelStyle}>
            <EventLog log={run?.log ?? []} />
          </div>
        </div>
      </div>
    </div>
  );
}
