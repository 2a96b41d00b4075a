/** @bayti/data/contract: every shape shared by the API and the portal (zod schemas + types). */
export * from './schemas';
export * from './routes';
export * from './endpoints';
