export { Panel, panelPaddings, type PanelProps } from './Panel';
