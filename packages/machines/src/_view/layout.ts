// Lays a chart out with elkjs (layered, compound states laid out with their children), in the
// browser or in node. Coordinates come back absolute, ready for SVG, with the bounds of everything
// drawn (labels that ELK puts outside the graph's own box included), so nothing is cut off.
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

export const metrics = {
  titleHeight: 30,
  noteHeight: 16,
  padding: 14,
  /** One line of an arrow's label; arrows between the same two states share a label, a line each. */
  labelLine: 15,
  labelPadding: 5,
  marker: 12,
  /** Room around the drawing. */
  margin: 8,
} as const;

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
export interface PlacedLabel {
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedEdge {
  id: string;
  sourceId: string;
  targetId: string;
  /** The events of the transitions this arrow stands for (one arrow per pair of states and direction). */
  eventTypes: string[];
  points: { x: number; y: number }[];
  label: PlacedLabel | null;
}
export interface ChartLayout {
  /** The box around everything drawn, margin included: the SVG's viewBox at "fit". */
  x: number;
  y: number;
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
/** Where a state starts before layout: its height says its place in the machine (see layoutOnce). */
const startAt = (state: ChartState) => ({ x: 0, y: state.order * 40 });

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

// ── The ELK graph ────────────────────────────────────────────────────────────
interface Arrow {
  id: string;
  sourceId: string;
  targetId: string;
  eventTypes: string[];
  lines: string[];
}

/**
 * One arrow per pair of states and direction, its label a line per transition: two transitions
 * from `submitting` to `failed` ('placeOrder done [else]', 'placeOrder error') draw one arrow
 * instead of two crossing the same ground.
 */
export function arrowsOf(chart: Chart): Arrow[] {
  const arrows = new Map<string, Arrow>();
  for (const edge of chart.edges) {
    const key = `${edge.sourceId}→${edge.targetId}`;
    const arrow = arrows.get(key);
    if (arrow) {
      arrow.eventTypes.push(edge.eventType);
      arrow.lines.push(edge.label);
    } else {
      arrows.set(key, { ...edge, eventTypes: [edge.eventType], lines: [edge.label] });
    }
  }
  return [...arrows.values()];
}

async function layoutOnce(
  chart: Chart,
  measure: Measure,
  options: Record<string, string>,
): Promise<ChartLayout> {
  const { titleHeight, noteHeight, padding, labelLine, labelPadding, marker } = metrics;
  // ELK reads most layered options per compound node, so every compound state gets them too.
  // - Cycles are broken by the order the machine is written in: every state starts at a height
  //   from its document order (INTERACTIVE reads it), so the chart reads top-down from the initial
  //   state, and an arrow back up (retry, back, resubmit) is a feedback edge that ELK routes around
  //   the boxes, leaving from below and coming in from above, instead of through the arrows going
  //   down. (ELK's MODEL_ORDER cycle breaking would say the same but crashes on compound states.)
  // - Labels sit on their arrow's middle, each with its own place in the layering, so ELK keeps
  //   them clear of boxes and of each other; orthogonal routing with room between parallel runs.
  const layered: Record<string, string> = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.layered.cycleBreaking.strategy': 'INTERACTIVE',
    'elk.layered.feedbackEdges': 'true',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.thoroughness': '25',
    'elk.edgeLabels.placement': 'CENTER',
    'elk.layered.spacing.nodeNodeBetweenLayers': '30',
    'elk.spacing.nodeNode': '28',
    'elk.spacing.edgeLabel': '4',
    'elk.spacing.edgeEdge': '12',
    'elk.spacing.edgeNode': '14',
    'elk.layered.spacing.edgeNodeBetweenLayers': '14',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
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
      return { id: state.id, ...startAt(state), width: Math.max(96, widthOf(state)), height: top + 8 };
    }
    const children = state.children.map(toElk);
    if (state.initialId) {
      children.unshift({ id: markerId(state), width: marker, height: marker });
      edges.push({ id: `${markerId(state)}->`, sources: [markerId(state)], targets: [state.initialId] });
    }
    return {
      id: state.id,
      ...startAt(state),
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
  const arrows = arrowsOf(chart);
  for (const arrow of arrows) {
    // The widest line sets the label's width, measured in the label's own font, with room to spare
    // for a font that renders a little wider than the canvas measured.
    const width =
      Math.ceil(Math.max(...arrow.lines.map((line) => measure(line, 'label'))) * 1.04) + 2 * labelPadding;
    edges.push({
      id: arrow.id,
      sources: [arrow.sourceId],
      targets: [arrow.targetId],
      labels: [{ text: arrow.lines.join('\n'), width, height: arrow.lines.length * labelLine + 4 }],
    });
  }
  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: { ...layered, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [root],
    edges,
  };

  const laid = await new ELK().layout(graph);
  return place(chart, laid, new Map(arrows.map((arrow) => [arrow.id, arrow])));
}

// ── From ELK's answer to absolute coordinates ────────────────────────────────
function place(chart: Chart, laid: ElkNode, arrows: Map<string, Arrow>): ChartLayout {
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
