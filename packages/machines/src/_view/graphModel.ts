// Turns any XState machine into a plain model of boxes and arrows, from `toDirectedGraph`.
// No React and no layout here, so it runs (and is tested) in node.
import type { AnyStateMachine, StateValue } from 'xstate';
import { toDirectedGraph, type DirectedGraphEdge, type DirectedGraphNode } from 'xstate/graph';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id, e.g. 'auth.signedIn.active'. */
  id: string;
  /** Its key, e.g. 'active'. */
  name: string;
  /** Dotted path from the root, as the current-state text shows it: 'signedIn.active' ('' for the root). */
  path: string;
  kind: StateKind;
  /** Document order of the state in the machine's config (depth first). */
  order: number;
  /** Regions of a parallel state are drawn dashed. */
  inParallel: boolean;
  /** The child entered first, if any. */
  initialId: string | null;
  /** Actors the state invokes while it is active. */
  invokes: string[];
  /** Events handled without leaving the state (targetless transitions). */
  internal: string[];
  children: ChartState[];
}

export interface ChartEdge {
  id: string;
  sourceId: string;
  targetId: string;
  eventType: string;
  /** What the arrow says: a readable event name and the guard in brackets. */
  label: string;
}

export interface Chart {
  root: ChartState;
  edges: ChartEdge[];
  /** Every state but the root, depth first. */
  states: ChartState[];
}

/** 'xstate.done.actor.login' → 'login done'; 'xstate.after.refreshDelay.auth.x' → 'after refreshDelay'. */
export function readableEvent(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} error`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `${doneState[1]} finished`;
  return eventType;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

/**
 * Every machine takes an event with a payload only when the payload fits the event's type (the
 * guard of this name, see each machine's events.ts). Said once in the docs, not on every arrow.
 */
export const BOUNDARY_GUARD = 'isWellFormed';
const shownGuard = (edge: DirectedGraphEdge) => {
  const name = guardName(edge.transition.guard);
  return name === BOUNDARY_GUARD ? null : name;
};

function edgeLabel(edge: DirectedGraphEdge, siblings: DirectedGraphEdge[]): string {
  const event = readableEvent(edge.label.text);
  const guard = shownGuard(edge);
  if (guard) return `${event} [${guard}]`;
  // The fallback branch of a guarded choice: say so, or two arrows read the same.
  const guardedSibling = siblings.some(
    (other) => other !== edge && other.label.text === edge.label.text && shownGuard(other),
  );
  return guardedSibling ? `${event} [else]` : event;
}

export function toChart(machine: AnyStateMachine): Chart {
  const graph = toDirectedGraph(machine);
  const edges: ChartEdge[] = [];
  const states: ChartState[] = [];

  const visit = (node: DirectedGraphNode, inParallel: boolean): ChartState => {
    const stateNode = node.stateNode;
    const internal: string[] = [];
    for (const edge of node.edges) {
      // A transition without a target runs its actions and stays: listed inside the box.
      if (!edge.transition.target) {
        internal.push(edgeLabel(edge, node.edges));
        continue;
      }
      edges.push({
        id: edge.id,
        sourceId: edge.source.id,
        targetId: edge.target.id,
        eventType: edge.label.text,
        label: edgeLabel(edge, node.edges),
      });
    }
    const state: ChartState = {
      id: stateNode.id,
      name: stateNode.key,
      path: stateNode.path.join('.'),
      kind: stateNode.type,
      order: stateNode.order,
      inParallel,
      initialId: stateNode.initial?.target[0]?.id ?? null,
      invokes: stateNode.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
      internal,
      children: [],
    };
    if (stateNode.path.length > 0) states.push(state);
    state.children = node.children.map((child) => visit(child, stateNode.type === 'parallel'));
    return state;
  };

  const root = visit(graph, false);
  return { root, edges, states };
}

/** Lit: a current leaf state; active: one of its ancestors; inactive: the rest. */
export type LitState = 'current' | 'active' | 'inactive';
export const litOf = (path: string, active: Set<string>, current: Set<string>): LitState =>
  current.has(path) ? 'current' : active.has(path) ? 'active' : 'inactive';

/** Every leaf path of a state value: { signedIn: 'active' } → ['signedIn.active']. */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const entries = Object.entries(value).filter(([, child]) => child !== undefined) as [string, StateValue][];
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** The paths of every active state: the leaves and all their ancestors. */
export function activePaths(value: StateValue): Set<string> {
  const active = new Set<string>();
  for (const leaf of leafPaths(value)) {
    const parts = leaf.split('.');
    for (let i = 1; i <= parts.length; i++) active.add(parts.slice(0, i).join('.'));
  }
  return active;
}
