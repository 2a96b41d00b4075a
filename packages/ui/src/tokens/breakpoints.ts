/** The breakpoints of tokens.css, for code that needs them (media queries in JS, image sizes). */
export const breakpoints = {
  sm: '40rem',
  md: '48rem',
  lg: '64rem',
  xl: '80rem',
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query string matching viewports at least as wide as the breakpoint. */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]})`;
}
