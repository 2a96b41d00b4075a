/**
 * @bayti/ui: Bayti's design system. Presentational only: props in, callbacks out; every visible
 * string arrives as a prop or child so the portal can translate it.
 */
export * from './Button';
export * from './Spinner';
export { breakpoints, minWidth, type Breakpoint } from './tokens/breakpoints';
