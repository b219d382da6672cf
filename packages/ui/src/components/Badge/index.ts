export {
  Badge,
  VerifiedBadge,
  badgeTones,
  badgeSizes,
  type BadgeProps,
  type BadgeTone,
  type VerifiedBadgeProps,
} from './Badge';
