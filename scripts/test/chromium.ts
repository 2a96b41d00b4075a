import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its own here). When it is
 * missing, a root shell with apt installs it; anyone else is told the one command to run, before
 * any stage starts.
 */
export function ensureChromium(chromiumPath: string): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || chromiumPath !== '/usr/bin/chromium') {
    process.stderr.write(
      `The browser tests need Chromium at ${chromiumPath}. Install it with:\n\n  sudo sh -c '${INSTALL}'\n\n(or set CHROMIUM_PATH to a Chromium you have), then run npm test again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    'Chromium is missing: installing Debian’s package (apt-get install chromium)…\n',
  );
  const install = spawnSync('sh', ['-c', `${INSTALL} -qq`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0 || !existsSync(chromiumPath)) {
    process.stderr.write(`Installing Chromium failed. Run:\n\n  ${INSTALL}\n`);
    process.exit(1);
  }
}
