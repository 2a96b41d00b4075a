export { EmployerDashboardPage } from './EmployerDashboardPage';
