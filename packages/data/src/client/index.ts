/** @bayti/data/client: the API client (§7), framework-agnostic fetchers and TanStack Query options. */
export * from './api-error';
export * from './token-store';
export * from './http';
export * from './auth';
export * from './agencies';
export * from './geo';
export * from './candidates';
export * from './forms';
export * from './candidate-profile';
export * from './documents';
export * from './employer';
export * from './admin-positions';
export * from './admin-inbox';
export * from './admin-users';
export * from './admin-accounts';
export * from './admin-reports';
