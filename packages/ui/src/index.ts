/**
 * @bayti/ui: Bayti's design system. Presentational only: props in, callbacks out; every visible
 * string arrives as a prop or child so the portal can translate it.
 */
export * from './Accordion';
export * from './AgencyCard';
export * from './Avatar';
export * from './Button';
export * from './CandidateCard';
export * from './Card';
export * from './Checkbox';
export * from './DashboardShell';
export * from './DataTable';
export * from './DatePicker';
export * from './DocumentCard';
export * from './Drawer';
export * from './EmptyState';
export * from './Field';
export * from './FilterPanel';
export * from './Footer';
export * from './Link';
export * from './Marquee';
export * from './Menu';
export * from './Modal';
export * from './NationalityChip';
export * from './NavBar';
export * from './NumberField';
export * from './Pagination';
export * from './PasswordField';
export * from './PlanCard';
export * from './Popover';
export * from './ProgressBar';
export * from './RadioGroup';
export * from './ScrollToTop';
export * from './SearchField';
export * from './Select';
export * from './Skeleton';
export * from './Slider';
export * from './Spinner';
export * from './StatCard';
export * from './StatusBadge';
export * from './Switch';
export * from './Tabs';
export * from './TestimonialCard';
export * from './TextArea';
export * from './TextField';
export * from './Toast';
export * from './Tooltip';
export { breakpoints, minWidth, type Breakpoint } from './tokens/breakpoints';
