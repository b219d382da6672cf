// Dev-only tools for showing machines in Storybook. Not part of the app bundle.
export { MachineView, type MachineViewProps, type EventPayloads } from './MachineView';
export {
  toChart,
  leafPaths,
  activePaths,
  readableEvent,
  type Chart,
  type ChartState,
  type ChartEdge,
} from './graphModel';
export { layoutChart, type ChartLayout } from './layout';
export type { ViewTheme } from './palette';
