/** @bayti/data/client: the API client, framework-agnostic fetchers and TanStack Query options. */
export * from './api-error';
export * from './token-store';
export * from './http';
export * from './route-call';
export * from './auth';
export * from './agencies';
export * from './candidate-profile';
export * from './documents';
export * from './admin-agencies';
export * from './admin-accounts';
export * from './agency-documents';
export * from './managed-candidates';
export * from './invoice-pdf';
