import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink.ts';
// The API tests' Stripe stand-in, here also serving the Checkout page a family pays on.
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../../apps/api/src/test/stripe-stand-in.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface TestServer {
  baseUrl: string;
  /** Where the loopback SMTP sink stores the messages the server sends. */
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a worker's test files run one after another on its own server. */
    servers: TestServer[];
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
}

/**
 * Starts a server as `npm start` does (on the portal that `npm test` and `npm run test:e2e` build
 * first) on a free port, a fresh data directory and its own mail sink.
 */
async function startServer(): Promise<TestServer & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bayti-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const mailDir = path.join(dataDir, 'mail');
  const mailSink = await startMailSink(mailDir);
  // Card payments go to a Stripe stand-in, which confirms them to this server's webhook.
  const stripe = await startStripeStandIn({
    webhookUrl: () => `${baseUrl}/api/payments/stripe/webhook`,
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mailSink.port}`,
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 120_000);
  return {
    baseUrl,
    mailDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await mailSink.close();
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for each worker the run may use (the config's maxWorkers). */
export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    'servers',
    servers.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
