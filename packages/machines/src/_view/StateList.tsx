import { litOf, type Chart, type ChartState } from './graphModel';
import { c } from './palette';

/** The chart as text: every state, what it invokes, and where each event leads. */
export function StateList({
  id,
  chart,
  active,
  current,
}: {
  id: string;
  chart: Chart;
  active: Set<string>;
  current: Set<string>;
}) {
  const targets = new Map(chart.states.map((s) => [s.id, s.path]));
  const render = (states: ChartState[]) => (
    <ul style={{ margin: '2px 0', paddingLeft: 18 }}>
      {states.map((state) => {
        const lit = litOf(state.path, active, current);
        const out = chart.edges.filter((e) => e.sourceId === state.id);
        return (
          <li key={state.id} data-state={lit}>
            <span
              style={{
                fontWeight: lit === 'inactive' ? 400 : 700,
                color: lit === 'inactive' ? c('text') : c('tintText'),
              }}
            >
              {state.name}
              {lit === 'current' ? ' (current)' : lit === 'active' ? ' (active)' : ''}
            </span>
            {(state.invokes.length > 0 || out.length > 0 || state.internal.length > 0) && (
              <span style={{ color: c('muted') }}>
                {' — '}
                {[
                  ...state.invokes.map((src) => `invokes ${src}`),
                  ...out.map((e) => `${e.label} → ${targets.get(e.targetId) ?? e.targetId}`),
                  ...state.internal.map((e) => `${e} (stays)`),
                ].join('; ')}
              </span>
            )}
            {state.children.length > 0 && render(state.children)}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div id={id} style={{ fontSize: 13, marginTop: 12 }}>
      <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>States as text</h3>
      {render(chart.root.children)}
    </div>
  );
}
