import { randomBytes } from 'node:crypto';
import type { Role } from '@bayti/data/contract';
import { DEMO_PASSWORD, demoAccounts } from '@bayti/data/fixtures';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { BackgroundTasks } from '../background';
import { loadConfig, type Env } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { openTestDatabase } from './test-database';
import { TestClock } from './test-clock';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  /** Waits for work requests started without waiting (mail being sent). */
  settle(): Promise<void>;
  /** Another app over the same database, e.g. with other settings or a broken dependency. */
  variant(options: { env?: Env; database?: DatabaseHandle }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

const handles = new WeakMap<FastifyInstance, { database: DatabaseHandle; clock: TestClock }>();

/** The database and clock a test app runs on (helpers that write rows, like verification links). */
export function testHandlesOf(app: FastifyInstance) {
  const found = handles.get(app);
  if (!found) throw new Error('Not an app of startTestApp');
  return found;
}

/** Settings of every test app: quiet logs, no portal unless a test builds one. */
const BASE_ENV: Env = { LOG_LEVEL: 'silent', PORTAL_DIST: '/nonexistent/bayti-portal' };

/** One app per test file over a fresh database (see test-database.ts). */
export async function startTestApp(
  env: Env = {},
  deps: Pick<AppDeps, 'mailTransport' | 'logStream' | 'onRoute'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const backgroundTasks = new BackgroundTasks();
  // Its apps hear each other's live updates, and no other test file's (one PostgreSQL server).
  const liveChannel = `bayti_live_${randomBytes(6).toString('hex')}`;
  const others: FastifyInstance[] = [];
  const make = async (extraEnv: Env, db: DatabaseHandle) => {
    const app = await buildApp(loadConfig({ ...BASE_ENV, ...env, ...extraEnv }), {
      ...deps,
      database: db,
      clock,
      backgroundTasks,
      liveChannel,
    });
    await app.ready();
    handles.set(app, { database: db, clock });
    return app;
  };
  const app = await make({}, database);
  return {
    app,
    database,
    clock,
    settle: () => backgroundTasks.drain(),
    async variant({ env: extraEnv = {}, database: db = database }) {
      const other = await make(extraEnv, db);
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all([app, ...others].map((a) => a.close()));
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Parsed JSON body of an injected response. */
export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Signs in and returns the token; fails the test on anything but 200. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  extra: Partial<InjectOptions> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...extra,
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in as ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return body<{ token: string }>(response).token;
}

/** The seeded demo account of a role (the fixtures hold one per role). */
export function demoEmail(role: Role): string {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  return account.email;
}
