// Coverage checks for the path tests: which states and which transitions (each guarded branch
// on its own) of a chart a traversal from `xstate/graph` reached. Shared by every machine's test;
// not part of the package's exports.
import { pathToStateValue, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import {
  getAdjacencyMap,
  toDirectedGraph,
  type DirectedGraphNode,
  type TraversalOptions,
} from 'xstate/graph';

const leafPaths = (node: DirectedGraphNode): string[][] =>
  node.children.length === 0 ? [node.stateNode.path] : node.children.flatMap(leafPaths);
const allEdges = (node: DirectedGraphNode): DirectedGraphNode['edges'] => [
  ...node.edges,
  ...node.children.flatMap(allEdges),
];

/** Every leaf state of the chart, as sorted JSON state values. */
export const chartLeaves = (machine: AnyStateMachine) =>
  leafPaths(toDirectedGraph(machine))
    .map((path) => JSON.stringify(pathToStateValue(path)))
    .sort();

/** The distinct leaf states among these snapshots, as sorted JSON state values. */
export const reachedLeaves = (snapshots: AnyMachineSnapshot[]) =>
  [...new Set(snapshots.map((s) => JSON.stringify(s.value)))].sort();

/**
 * The chart's transitions that no step of the traversals took, as 'source —event [guard]→ target'.
 * Each branch of a guarded choice counts on its own, targetless ones too. Several traversals
 * (e.g. one per input) count together. Empty: all were taken.
 */
export function untakenTransitions<TEvent extends EventObject>(
  machine: AnyStateMachine,
  ...traversals: TraversalOptions<AnyMachineSnapshot, TEvent, unknown>[]
): string[] {
  const taken = new Set<unknown>();
  for (const options of traversals) {
    const adjacency = getAdjacencyMap(machine, options as never);
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event } of Object.values(transitions) as { event: EventObject }[]) {
        const snapshot = state as AnyMachineSnapshot;
        for (const t of snapshot.machine.getTransitionData(snapshot, event)) taken.add(t);
      }
    }
  }
  return allEdges(toDirectedGraph(machine))
    .filter((edge) => !taken.has(edge.transition))
    .map((edge) => {
      const guard = edge.transition.guard as { type?: string } | string | undefined;
      const name = typeof guard === 'string' ? guard : guard?.type;
      return `${edge.source.id} —${edge.label.text}${name ? ` [${name}]` : ''}→ ${edge.target.id}`;
    });
}
