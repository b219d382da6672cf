export {
  PresenceIndicator,
  presenceStates,
  presencePlacements,
  type PresenceIndicatorProps,
  type PresenceState,
} from './PresenceIndicator';
