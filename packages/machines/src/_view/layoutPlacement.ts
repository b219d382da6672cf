// From ELK's answer to what the SVG draws: absolute coordinates (ELK answers nodes relative to
// their parent and edges relative to their container), and the bounds of everything drawn.
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState } from './graphModel';
import {
  metrics,
  notesOf,
  type Arrow,
  type ChartLayout,
  type PlacedEdge,
  type PlacedMarker,
  type PlacedState,
} from './layoutModel';

export function placed(chart: Chart, laid: ElkNode, arrows: Map<string, Arrow>): ChartLayout {
  const { marker, margin } = metrics;
  // ELK answers positions relative to the parent (nodes) or to the edge's container (edges).
  const offsets = new Map<string, { x: number; y: number }>([['::graph', { x: 0, y: 0 }]]);
  const byId = new Map<string, ChartState>();
  const collect = (state: ChartState) => {
    byId.set(state.id, state);
    state.children.forEach(collect);
  };
  collect(chart.root);
  const states: PlacedState[] = [];
  const markers: PlacedMarker[] = [];
  const visit = (node: ElkNode, parent: { x: number; y: number }) => {
    const x = parent.x + (node.x ?? 0);
    const y = parent.y + (node.y ?? 0);
    offsets.set(node.id, { x, y });
    const state = byId.get(node.id);
    if (state) {
      const width = node.width ?? 0;
      const height = node.height ?? 0;
      states.push({ state, x, y, width, height, notes: notesOf(state), isLeaf: state.children.length === 0 });
    } else if (node.id.endsWith('::initial')) {
      markers.push({ id: node.id, cx: x + marker / 2, cy: y + marker / 2 });
    }
    node.children?.forEach((child) => visit(child, { x, y }));
  };
  laid.children?.forEach((child) => visit(child, { x: 0, y: 0 }));

  const edges: PlacedEdge[] = (laid.edges ?? []).map((edge) => {
    const origin = offsets.get(edge.container ?? '::graph') ?? { x: 0, y: 0 };
    const shift = (p: { x: number; y: number }) => ({ x: p.x + origin.x, y: p.y + origin.y });
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ]);
    const label = edge.labels?.[0];
    const arrow = arrows.get(edge.id);
    return {
      id: edge.id,
      sourceId: arrow?.sourceId ?? edge.sources[0] ?? '',
      targetId: arrow?.targetId ?? edge.targets[0] ?? '',
      eventTypes: arrow?.eventTypes ?? [],
      points,
      label:
        label && arrow
          ? {
              lines: arrow.lines,
              ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
    };
  });

  // The bounds of everything drawn: ELK's own width can leave out labels it placed at the edge.
  const boxes = [
    ...states,
    ...edges.flatMap((edge) => [
      ...edge.points.map((p) => ({ ...p, width: 0, height: 0 })),
      ...(edge.label ? [edge.label] : []),
    ]),
  ];
  const left = Math.min(0, ...boxes.map((b) => b.x)) - margin;
  const top = Math.min(0, ...boxes.map((b) => b.y)) - margin;
  const right = Math.max(laid.width ?? 0, ...boxes.map((b) => b.x + b.width)) + margin;
  const bottom = Math.max(laid.height ?? 0, ...boxes.map((b) => b.y + b.height)) + margin;
  return { x: left, y: top, width: right - left, height: bottom - top, states, markers, edges };
}
