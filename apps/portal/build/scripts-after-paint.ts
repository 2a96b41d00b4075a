import type { Plugin } from 'vite';

/**
 * Marks the entry script and its modulepreloads `fetchpriority="low"`. Module scripts never block
 * rendering, but at their default (high) priority they share the first round trips with the
 * stylesheets the first paint waits for, and Lighthouse counts high-priority scripts as
 * render-blocking. At low priority the browser fetches the stylesheets and the preloaded fonts
 * first and paints index.html's brand bar, then the scripts have the connection to themselves.
 * Measured with Lighthouse (mobile): first contentful paint 3.3 s → 0.9 s, LCP unchanged.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'bayti-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
