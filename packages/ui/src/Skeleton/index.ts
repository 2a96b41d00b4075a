export {
  Skeleton,
  SkeletonGroup,
  type SkeletonProps,
  type SkeletonGroupProps,
  type SkeletonVariant,
} from './Skeleton';
