/** The employer (family) dashboard: screens for its routes, loaded only with those routes. */
export { EmployerDashboardPage } from './EmployerDashboardPage';
export { AnalyticsPage } from './analytics/AnalyticsPage';
export { PipelinePage } from './candidates/PipelinePage';
export { RecruitmentsPage } from './recruitments/RecruitmentsPage';
export { ProfilePage } from './profile/ProfilePage';
export { OrdersPage } from './billing/OrdersPage';
export { InvoicesPage } from './billing/InvoicesPage';
export {
  InvoiceDocumentPage,
  InvoiceError,
  InvoiceNotFound,
  InvoicePending,
} from './billing/InvoiceDocumentPage';
export {
  CreditNoteDocumentPage,
  CreditNoteError,
  CreditNoteNotFound,
  CreditNotePending,
} from './billing/CreditNoteDocumentPage';
