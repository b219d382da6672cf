// The chart's shapes in SVG: a state's box with its name and notes, an arrow with its label.
import type { LitState } from './graphModel';
import { fonts, metrics, type PlacedEdge, type PlacedState } from './layout';
import { c } from './palette';

export function Arrow({ edge, arrowId }: { edge: PlacedEdge; arrowId: string }) {
  const { label } = edge;
  return (
    <g data-edge={edge.eventTypes.join(' ') || 'initial'}>
      <path
        d={edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ')}
        markerEnd={`url(#${arrowId})`}
        style={{ fill: 'none', stroke: c('edge'), strokeWidth: 1.25 }}
      />
      {label && (
        <>
          <rect
            x={label.x}
            y={label.y}
            width={label.width}
            height={label.height}
            rx={4}
            style={{ fill: c('bg'), opacity: 0.92 }}
          />
          <text style={{ font: fonts.label, fill: c('text'), whiteSpace: 'pre' }}>
            {label.lines.map((line, i) => (
              <tspan
                key={i}
                x={label.x + metrics.labelPadding}
                y={label.y + 2 + (i + 1) * metrics.labelLine - 4}
              >
                {line}
              </tspan>
            ))}
          </text>
        </>
      )}
    </g>
  );
}

export function StateBox({ placed, lit }: { placed: PlacedState; lit: LitState }) {
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
          style={{ font: fonts.note, fill: noteInk, whiteSpace: 'pre' }}
        >
          {note}
        </text>
      ))}
    </g>
  );
}
