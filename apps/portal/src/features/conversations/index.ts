/**
 * Messages (docs/decisions/0030): one screen for the family's, the worker's and the agency's
 * dashboards, and the live-updates hook their layouts mount. Route loaders import `./queries`.
 */
export { MessagesPage } from './MessagesPage';
export type { MessagesPageProps } from './MessagesPage';
export { LiveUpdates, useLiveUpdates } from './use-live-updates';
