export {
  Timeline,
  timelineStates,
  type TimelineEntry,
  type TimelineProps,
  type TimelineState,
} from './Timeline';
