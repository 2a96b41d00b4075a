/**
 * Debian's Chromium and the flags it needs on this kind of machine (no sandbox as root, no GPU,
 * no background traffic to a network that is closed). Playwright's own browser download is
 * not available here.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Stable pixels for screenshots.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
