export { OwnerCard, type OwnerCardProps } from './OwnerCard';
