export { StatCard, type StatCardProps, type StatCardTone } from './StatCard';
