// Lays a chart out with elkjs (layered, compound states laid out with their children), in the
// browser or in node. Coordinates come back absolute, ready for SVG, with the bounds of everything
// drawn (labels that ELK puts outside the graph's own box included), so nothing is cut off.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState } from './graphModel';
import { arrowsOf, measureText, metrics, notesOf, type ChartLayout, type Measure } from './layoutModel';
import { placed } from './layoutPlacement';

export * from './layoutModel';

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
  return placed(chart, laid, new Map(arrows.map((arrow) => [arrow.id, arrow])));
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
