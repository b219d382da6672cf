export { ItemCard, type ItemCardProps } from './ItemCard';
export { ItemCardSkeleton, type ItemCardSkeletonProps } from './ItemCardSkeleton';
export { ItemCardGrid, type ItemCardGridProps } from './ItemCardGrid';
