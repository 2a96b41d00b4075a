/**
 * Every module of the contract but its routes and endpoint table: the schemas (and the values
 * they are built from) that an endpoint's declaration names by export name (routes/route.ts).
 * Kept apart from ./index so that the routes' types, which read this module's, do not read
 * their own.
 */
export * from './common';
export * from './error-codes';
export * from './constants';
export * from './option-values';
export * from './options';
export * from './status-values';
export * from './listing-values';
export * from './hiring-values';
export * from './list-query-values';
export * from './statuses';
export * from './auth-values';
export * from './messages';
export * from './auth';
export * from './geo';
export * from './working-days';
export * from './agency';
export * from './candidate';
export * from './candidate-filters';
export * from './search-params';
export * from './candidate-search-params';
export * from './candidate-photo';
export * from './employer';
export * from './employer-pipeline';
export * from './offers';
export * from './conversation-values';
export * from './conversations';
export * from './interview-values';
export * from './interviews';
export * from './hire-review-values';
export * from './hire-reviews';
export * from './job-post-values';
export * from './job-posts';
export * from './billing';
export * from './credit-notes';
export * from './money';
export * from './orders';
export * from './invoices';
export * from './accounts';
export * from './documents';
export * from './positions';
export * from './candidate-self-profile';
export * from './clients';
export * from './managed-candidate';
export * from './agency-admin';
export * from './users';
export * from './marketing';
export * from './forms';
export * from './admin-positions';
export * from './admin-profile';
export * from './admin-inbox';
export * from './admin-users';
export * from './admin-accounts';
export * from './admin-reports';
export * from './admin-analytics';
export * from './agency-documents';
export * from './agency-users';
export * from './agency-recruitments';
export * from './agency-analytics';
export * from './listings';
export * from './fee-reports';
export * from './refund-cases';
export * from './notifications';
