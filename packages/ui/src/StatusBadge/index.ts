export { StatusBadge, statusTone, type StatusBadgeProps, type StatusTone } from './StatusBadge';
