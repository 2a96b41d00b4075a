/** The one Drizzle schema of the database: every table is declared here and nowhere else. */
export * from './reference';
export * from './agencies';
export * from './accounts';
export * from './candidates';
export * from './documents';
export * from './public-forms';
export * from './mail';
export * from './employer';
export * from './billing';
export * from './positions';
export * from './back-office-users';
export * from './agency-documents';
export * from './listings';
export * from './notifications';
export * from './hiring';
export * from './conversations';
export * from './interviews';
