export {
  DashboardShell,
  type DashboardShellProps,
  type DashboardNavItem,
  type DashboardProfile,
  type DashboardProfileMenuItem,
} from './DashboardShell';
