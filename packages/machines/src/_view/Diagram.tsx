// The state chart as SVG: boxes for states (compound ones around their children), arrows with
// event labels, the current state(s) lit. A nested list of states is the text alternative.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { litOf, type Chart, type LitState } from './graphModel';
import { cachedLayout, fonts, metrics, type ChartLayout, type PlacedState } from './layout';
import { c } from './palette';
import { StateList } from './StateList';

interface DiagramProps {
  layoutKey: object;
  chart: Chart;
  active: Set<string>;
  current: Set<string>;
  currentText: string;
}

export function Diagram({ layoutKey, chart, active, current, currentText }: DiagramProps) {
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useId();
  const arrowId = `${ids}-arrow`;
  const listId = `${ids}-states`;

  useEffect(() => {
    let live = true;
    cachedLayout(layoutKey, chart).then(
      (result) => live && setLayout(result),
      (error: unknown) => live && setFailure(String(error)),
    );
    return () => {
      live = false;
    };
  }, [layoutKey, chart]);

  // A chart wider than its panel scrolls sideways: keep the current state in view as it moves.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const placed = layout?.states.find((p) => current.has(p.state.path));
    if (!box || !layout || !placed || box.scrollWidth <= box.clientWidth) return;
    const scale = box.scrollWidth / layout.width;
    const left = placed.x * scale;
    const right = (placed.x + placed.width) * scale;
    if (left >= box.scrollLeft && right <= box.scrollLeft + box.clientWidth) return;
    box.scrollLeft = Math.max(0, (left + right) / 2 - box.clientWidth / 2);
  }, [layout, current]);

  const summary = `State chart of ${chart.root.name || chart.root.id}: ${chart.states.length} states. Current state: ${currentText}.`;
  const byDepth = useMemo(
    () =>
      layout
        ? [...layout.states].sort((a, b) => a.state.path.split('.').length - b.state.path.split('.').length)
        : [],
    [layout],
  );

  return (
    <div>
      {failure ? (
        <p role="alert" style={{ color: c('danger') }}>
          The diagram could not be laid out: {failure}
        </p>
      ) : !layout ? (
        <p style={{ color: c('muted') }}>Laying out the diagram…</p>
      ) : (
        // Below 80 % the labels get too small to read: scroll sideways instead.
        <div
          ref={scroller}
          tabIndex={0}
          role="group"
          aria-label="State chart, scrolls sideways when narrow"
          style={{ overflowX: 'auto' }}
        >
          <svg
            role="img"
            aria-label={summary}
            aria-describedby={listId}
            data-testid="machine-diagram"
            viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
            width={Math.ceil(layout.width)}
            style={{
              maxWidth: '100%',
              minWidth: Math.ceil(layout.width * 0.8),
              height: 'auto',
              display: 'block',
              margin: '0 auto',
            }}
          >
            <defs>
              <marker
                id={arrowId}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" style={{ fill: c('edge') }} />
              </marker>
            </defs>
            {byDepth.map((placed) => (
              <StateBox
                key={placed.state.id}
                placed={placed}
                lit={litOf(placed.state.path, active, current)}
              />
            ))}
            {layout.markers.map((m) => (
              <circle key={m.id} cx={m.cx} cy={m.cy} r={5} style={{ fill: c('edge') }} />
            ))}
            {layout.edges.map((edge) => (
              <g key={edge.id} data-edge={edge.eventType || 'initial'}>
                <path
                  d={edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ')}
                  markerEnd={edge.reversed ? undefined : `url(#${arrowId})`}
                  markerStart={edge.reversed ? `url(#${arrowId})` : undefined}
                  style={{ fill: 'none', stroke: c('edge'), strokeWidth: 1.25 }}
                />
                {edge.label && (
                  <>
                    <rect
                      x={edge.label.x}
                      y={edge.label.y}
                      width={edge.label.width}
                      height={edge.label.height}
                      rx={4}
                      style={{ fill: c('bg'), opacity: 0.9 }}
                    />
                    <text
                      x={edge.label.x + 4}
                      y={edge.label.y + edge.label.height - 4}
                      style={{ font: fonts.label, fill: c('text') }}
                    >
                      {edge.label.text}
                    </text>
                  </>
                )}
              </g>
            ))}
          </svg>
        </div>
      )}
      <StateList id={listId} chart={chart} active={active} current={current} />
    </div>
  );
}

function StateBox({ placed, lit }: { placed: PlacedState; lit: LitState }) {
  const { state, x, y, width, height, notes, isLeaf } = placed;
  const isRoot = state.path === '';
  const fill =
    lit === 'current'
      ? c('brand')
      : lit === 'active' && !isRoot
        ? c('tint')
        : isRoot
          ? 'transparent'
          : c('surface');
  const ink = lit === 'current' ? c('onBrand') : lit === 'active' ? c('tintText') : c('text');
  const noteInk = lit === 'current' ? c('onBrand') : c('muted');
  const stroke = lit === 'inactive' ? c('border') : c('brand');
  const titleY = isLeaf ? y + 20 : y + 20;
  return (
    <g data-state-id={state.id} data-state={lit} data-path={state.path}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={isLeaf ? 10 : 14}
        style={{
          fill,
          stroke,
          strokeWidth: lit === 'inactive' ? 1 : 2,
          strokeDasharray: state.inParallel ? '6 4' : undefined,
        }}
      />
      {state.kind === 'final' && (
        <rect
          x={x + 3}
          y={y + 3}
          width={width - 6}
          height={height - 6}
          rx={8}
          style={{ fill: 'none', stroke }}
        />
      )}
      <text x={x + metrics.padding} y={titleY} style={{ font: fonts.title, fill: ink }}>
        {state.name || state.id}
      </text>
      {notes.map((note, i) => (
        <text
          key={note}
          x={x + metrics.padding}
          y={titleY + (i + 1) * metrics.noteHeight}
          style={{ font: fonts.note, fill: noteInk }}
        >
          {note}
        </text>
      ))}
    </g>
  );
}
