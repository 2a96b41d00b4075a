export { AgencyDashboardPage } from './AgencyDashboardPage';
