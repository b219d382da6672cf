// Lays a chart out with elkjs (layered, compound states laid out with their children), in the
// browser or in node. Coordinates come back absolute, ready for SVG.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState } from './graphModel';

export type TextRole = 'title' | 'note' | 'label';
export const fonts: Record<TextRole, string> = {
  title: '600 13px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  note: '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  label: '11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};
/** Measures text in pixels; the default uses a canvas when there is one, else an estimate. */
export type Measure = (text: string, role: TextRole) => number;

const estimate: Measure = (text, role) => text.length * (role === 'title' ? 8 : role === 'label' ? 6.7 : 6.6);
let canvasContext: CanvasRenderingContext2D | null | undefined;
export const measureText: Measure = (text, role) => {
  if (canvasContext === undefined) {
    canvasContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!canvasContext) return estimate(text, role);
  canvasContext.font = fonts[role];
  return canvasContext.measureText(text).width;
};

export const metrics = { titleHeight: 30, noteHeight: 16, padding: 14, labelHeight: 16, marker: 12 } as const;

export interface PlacedState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines under the name: invoked actors, then events handled in place. */
  notes: string[];
  isLeaf: boolean;
}
export interface PlacedMarker {
  id: string;
  cx: number;
  cy: number;
}
export interface PlacedEdge {
  id: string;
  sourceId: string;
  targetId: string;
  eventType: string;
  /** Laid out from target to source (it points back up the chart): draw the arrowhead at the start. */
  reversed: boolean;
  points: { x: number; y: number }[];
  label: { text: string; x: number; y: number; width: number; height: number } | null;
}
export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  markers: PlacedMarker[];
  edges: PlacedEdge[];
}

export const notesOf = (state: ChartState) => [
  ...state.invokes.map((src) => `invokes ${src}`),
  ...state.internal.map((event) => `↻ ${event}`),
];
const markerId = (state: ChartState) => `${state.id}::initial`;

// ELK's layered algorithm crashes ("reading 'a'") on some charts when it keeps the model order of
// nodes and edges; it then gets the next of these to try, ending with no model order at all.
const MODEL_ORDER = 'elk.layered.considerModelOrder.strategy';
const fallbacks: Record<string, string>[] = [
  {},
  { [MODEL_ORDER]: 'NODES_ONLY' },
  { [MODEL_ORDER]: 'PREFER_EDGES' },
  { [MODEL_ORDER]: 'NONE' },
];

export async function layoutChart(
  chart: Chart,
  measure: Measure = measureText,
  /** ELK options over ours, e.g. { 'elk.direction': 'RIGHT' }. */
  options: Record<string, string> = {},
): Promise<ChartLayout> {
  let failure: unknown;
  for (const fallback of fallbacks) {
    try {
      return await layoutOnce(chart, measure, { ...fallback, ...options });
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

async function layoutOnce(
  chart: Chart,
  measure: Measure,
  options: Record<string, string>,
): Promise<ChartLayout> {
  const { titleHeight, noteHeight, padding, labelHeight, marker } = metrics;
  // ELK reads most layered options per compound node, so every compound state gets them too.
  const layered: Record<string, string> = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.spacing.nodeNodeBetweenLayers': '30',
    'elk.spacing.nodeNode': '24',
    'elk.spacing.edgeLabel': '4',
    'elk.spacing.edgeEdge': '8',
    'elk.layered.spacing.edgeNodeBetweenLayers': '12',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
    ...options,
  };
  const edges: ElkExtendedEdge[] = [];
  const widthOf = (state: ChartState) =>
    Math.ceil(
      Math.max(measure(state.name, 'title'), ...notesOf(state).map((n) => measure(n, 'note'))) + 2 * padding,
    );

  const toElk = (state: ChartState): ElkNode => {
    const notes = notesOf(state);
    const top = titleHeight + notes.length * noteHeight;
    if (state.children.length === 0) {
      return { id: state.id, width: Math.max(96, widthOf(state)), height: top + 8 };
    }
    const children = state.children.map(toElk);
    if (state.initialId) {
      children.unshift({ id: markerId(state), width: marker, height: marker });
      edges.push({ id: `${markerId(state)}->`, sources: [markerId(state)], targets: [state.initialId] });
    }
    return {
      id: state.id,
      children,
      layoutOptions: {
        ...layered,
        'elk.padding': `[top=${top + 8},left=${padding},bottom=${padding},right=${padding}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${widthOf(state)}, ${top + 40})`,
      },
    };
  };

  const root = toElk(chart.root);
  // Our own cycle breaking: an arrow back to a state defined earlier is laid out reversed, so the
  // chart reads top-down in the order the machine is written (initial state first). ELK's
  // model-order cycle breaking would do the same but crashes on compound states.
  const order = new Map<string, number>();
  const index = (state: ChartState) => {
    order.set(state.id, state.order);
    state.children.forEach(index);
  };
  index(chart.root);
  const reversed = new Set<string>();
  for (const edge of chart.edges) {
    const back = (order.get(edge.sourceId) ?? 0) > (order.get(edge.targetId) ?? 0);
    if (back) reversed.add(edge.id);
    edges.push({
      id: edge.id,
      sources: [back ? edge.targetId : edge.sourceId],
      targets: [back ? edge.sourceId : edge.targetId],
      labels: [{ text: edge.label, width: Math.ceil(measure(edge.label, 'label')) + 8, height: labelHeight }],
    });
  }
  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: { ...layered, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [root],
    edges,
  };

  const laid = await new ELK().layout(graph);

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
  const place = (node: ElkNode, parent: { x: number; y: number }) => {
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
    node.children?.forEach((child) => place(child, { x, y }));
  };
  laid.children?.forEach((child) => place(child, { x: 0, y: 0 }));

  const chartEdges = new Map(chart.edges.map((edge) => [edge.id, edge]));
  const placedEdges: PlacedEdge[] = (laid.edges ?? []).map((edge) => {
    const origin = offsets.get(edge.container ?? '::graph') ?? { x: 0, y: 0 };
    const shift = (p: { x: number; y: number }) => ({ x: p.x + origin.x, y: p.y + origin.y });
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ]);
    const label = edge.labels?.[0];
    const source = chartEdges.get(edge.id);
    return {
      id: edge.id,
      sourceId: source?.sourceId ?? edge.sources[0] ?? '',
      targetId: source?.targetId ?? edge.targets[0] ?? '',
      eventType: source?.eventType ?? '',
      reversed: reversed.has(edge.id),
      points,
      label:
        label && label.text
          ? {
              text: label.text,
              ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
    };
  });

  return { width: laid.width ?? 0, height: laid.height ?? 0, states, markers, edges: placedEdges };
}

// One layout per machine object: the view lays out the machine it was given, not its provided copy.
const cache = new WeakMap<object, Promise<ChartLayout>>();
export function cachedLayout(key: object, chart: Chart): Promise<ChartLayout> {
  let layout = cache.get(key);
  if (!layout) {
    layout = layoutChart(chart);
    cache.set(key, layout);
  }
  return layout;
}
