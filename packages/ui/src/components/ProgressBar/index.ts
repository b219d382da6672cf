export { ProgressBar, progressBarStates, type ProgressBarProps } from './ProgressBar';
