// The state chart as SVG: boxes for states (compound ones around their children), arrows with
// event labels, the current state(s) lit; fitted to its panel, with zoom and pan (buttons, keys,
// dragging). A nested list of states is the text alternative.
import { useEffect, useId, useMemo, useState } from 'react';
import { litOf, type Chart } from './graphModel';
import { Arrow, StateBox } from './ChartShapes';
import { cachedLayout, type ChartLayout } from './layout';
import { c } from './palette';
import { StateList } from './StateList';
import { buttonStyle } from './styles';
import { MAX_ZOOM, MIN_ZOOM, useZoomPan } from './zoomPan';

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
  const hintId = `${ids}-hint`;

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

  const focus = useMemo(
    () => layout?.states.find((p) => current.has(p.state.path)) ?? null,
    [layout, current],
  );
  const { view, viewBox, dragging, zoomIn, zoomOut, fit, handlers } = useZoomPan(layout, focus);

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
        <>
          <div
            role="toolbar"
            aria-label="Chart zoom"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', marginBottom: 6 }}
          >
            <button type="button" onClick={zoomOut} disabled={view.zoom <= MIN_ZOOM} style={smallButton}>
              − Zoom out
            </button>
            <button type="button" onClick={zoomIn} disabled={view.zoom >= MAX_ZOOM} style={smallButton}>
              + Zoom in
            </button>
            <button type="button" onClick={fit} style={smallButton}>
              Fit to panel
            </button>
            <output aria-label="Zoom" style={{ fontSize: 12, color: c('muted'), minWidth: '4ch' }}>
              {Math.round(view.zoom * 100)} %
            </output>
            <span id={hintId} style={{ fontSize: 12, color: c('muted') }}>
              Drag, or focus the chart and use the arrow keys, to move; + and − zoom, 0 fits.
            </span>
          </div>
          {/* The drawing always fits this box at zoom 100 %: as wide as the panel, as tall as the
              drawing's proportions ask, up to 70 % of the window or 480 px (it shrinks to fit). */}
          <div
            tabIndex={0}
            role="group"
            aria-label="State chart"
            aria-describedby={hintId}
            data-testid="machine-diagram-region"
            {...handlers}
            style={{
              aspectRatio: `${Math.ceil(layout.width)} / ${Math.ceil(layout.height)}`,
              width: '100%',
              // A small chart is not blown up past 125 % of its size.
              maxWidth: Math.ceil(layout.width * 1.25),
              margin: '0 auto',
              maxHeight: 'max(70vh, 480px)',
              minHeight: 220,
              overflow: 'hidden',
              borderRadius: 8,
              background: c('bg'),
              cursor: view.zoom > 1 ? (dragging ? 'grabbing' : 'grab') : 'default',
              touchAction: view.zoom > 1 ? 'none' : 'pan-y pinch-zoom',
              userSelect: 'none',
            }}
          >
            <svg
              role="img"
              aria-label={summary}
              aria-describedby={listId}
              data-testid="machine-diagram"
              data-zoom={view.zoom}
              viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
              preserveAspectRatio="xMidYMid meet"
              width="100%"
              height="100%"
              style={{ display: 'block' }}
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
                <Arrow key={edge.id} edge={edge} arrowId={arrowId} />
              ))}
            </svg>
          </div>
        </>
      )}
      <StateList id={listId} chart={chart} active={active} current={current} />
    </div>
  );
}

const smallButton = { ...buttonStyle('neutral'), padding: '4px 10px', fontSize: 12 };
