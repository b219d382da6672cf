// What a laid-out chart is made of, and the measures it is laid out with: shared by the ELK
// layout (layout.ts), the placement of its answer (layoutPlacement.ts) and the SVG.
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

/** A long label with a guard takes two lines, the guard under the event: narrower rows. */
export const wrapped = (label: string, longer = 22): string[] => {
  const at = label.indexOf(' [');
  return label.length > longer && at > 0 ? [label.slice(0, at), `  ${label.slice(at + 1)}`] : [label];
};

export const notesOf = (state: ChartState) => [
  ...state.invokes.map((src) => `invokes ${src}`),
  ...state.internal.flatMap((event) => wrapped(`↻ ${event}`, 32)),
];

export interface Arrow {
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
      arrow.lines.push(...wrapped(edge.label));
    } else {
      arrows.set(key, { ...edge, eventTypes: [edge.eventType], lines: wrapped(edge.label) });
    }
  }
  return [...arrows.values()];
}
