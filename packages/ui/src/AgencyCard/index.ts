export { AgencyCard, type AgencyCardProps } from './AgencyCard';
