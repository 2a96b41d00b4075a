import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import { createGuards, type Guards } from './auth/guards';
import { LoginLimiter } from './auth/login-limiter';
import { prepareDummyHash } from './auth/passwords';
import { SessionService } from './auth/sessions';
import { BackgroundTasks } from './background';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/connection';
import { memoryLimiters, RequestLimiter, type Limiters } from './http/rate-limit';
import { createMailTransport } from './mail/create-transport';
import type { MailTransport } from './mail/mailer';
import type { FileStorage } from './storage/file-storage';
import { jobHandlers } from './jobs/handlers';
import { createPgBossQueue } from './jobs/pg-boss-queue';
import { idleQueue, type JobQueue } from './jobs/queue';
import type { LiveHub } from './live/hub';
import { LocalFileStorage } from './storage/local-storage';
import { withSeedFiles } from './storage/seed-files';

/** What buildApp needs from outside: the database and the pieces tests or scale-out replace. */
export interface AppDeps {
  database: DatabaseHandle;
  clock?: Clock;
  /** Rate-limit counters; shared storage (Redis) when several instances run, memory otherwise. */
  limiters?: Limiters;
  /** Where JSON log lines go; stdout when absent. */
  logStream?: { write(line: string): void };
  /** Replaces the configured mail transport (tests). */
  mailTransport?: MailTransport;
  /** Work started by requests and not awaited by them; tests drain it. */
  backgroundTasks?: BackgroundTasks;
  /** Uploaded files; local disk under config.uploadsDir when absent (S3-style storage later). */
  storage?: FileStorage;
  /**
   * The job queue; when absent, pg-boss if `runJobs`, else a queue that runs nothing (tests call
   * the handlers themselves).
   */
  jobs?: JobQueue;
  /** Work the job queue in this server (main: config.jobs.run). */
  runJobs?: boolean;
  /** How often idle job workers poll (tests shorten it). */
  jobPollingSeconds?: number;
  /** Told of every route as it is registered (the authorization test lists the server's routes). */
  onRoute?: (route: RouteOptions) => void;
  /** The PostgreSQL NOTIFY channel of live updates (tests give each app its own). */
  liveChannel?: string;
}

/** Everything a module's routes may use, built once per app (no module-level state). */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  sessions: SessionService;
  guards: Guards;
  loginLimiter: LoginLimiter;
  /** Request counters for floodable endpoints (public forms, reset emails). */
  requestLimiter: RequestLimiter;
  mail: MailTransport;
  background: BackgroundTasks;
  /** Scheduled and event-driven work (docs/decisions/0023). */
  jobs: JobQueue;
  /** Uploaded files (photos, videos, documents). */
  storage: FileStorage;
  /** Live updates to the browsers of a user on every instance (docs/decisions/0032). */
  live: LiveHub;
  log: FastifyBaseLogger;
}

export function createContext(
  config: AppConfig,
  deps: AppDeps,
  log: FastifyBaseLogger,
  live: LiveHub,
): AppContext {
  const clock = deps.clock ?? systemClock;
  const db = deps.database.db;
  const sessions = new SessionService(db, clock, config.session);
  const limiters = deps.limiters ?? memoryLimiters;
  prepareDummyHash();
  const ctx: AppContext = {
    config,
    database: deps.database,
    db,
    clock,
    sessions,
    guards: createGuards(sessions),
    loginLimiter: new LoginLimiter(limiters, config.loginLimits),
    requestLimiter: new RequestLimiter(limiters),
    mail: deps.mailTransport ?? createMailTransport(config, db, log, clock),
    background: deps.backgroundTasks ?? new BackgroundTasks(),
    jobs: deps.jobs ?? idleQueue,
    storage: withSeedFiles(deps.storage ?? new LocalFileStorage(config.uploadsDir)),
    live,
    log,
  };
  if (!deps.jobs && deps.runJobs) {
    ctx.jobs = createPgBossQueue({
      database: deps.database,
      schema: config.jobs.schema,
      handlers: jobHandlers(ctx),
      log,
      ...(deps.jobPollingSeconds ? { pollingIntervalSeconds: deps.jobPollingSeconds } : {}),
    });
  }
  return ctx;
}
