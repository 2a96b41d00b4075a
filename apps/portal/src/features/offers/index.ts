/**
 * Offers, as the worker and the agency answer them (docs/decisions/0026): one screen for both
 * dashboards. Route loaders import `./queries` directly, so the screen stays out of the main bundle.
 */
export { OffersPage } from './OffersPage';
export type { OffersPageProps } from './OffersPage';
