export { AdminDashboardPage } from './AdminDashboardPage';
export { AgencyDetailPage } from './AgencyDetailPage';
