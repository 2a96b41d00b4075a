import type { AttemptStore } from './auth/attempt-store';
import { MemoryAttemptStore } from './auth/attempt-store';
import { createGuards, type Guards } from './auth/guards';
import { LoginLimiter } from './auth/login-limiter';
import { prepareDummyHash } from './auth/passwords';
import { SessionService } from './auth/sessions';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/connection';

/** What buildApp needs from outside: the database and the pieces tests or scale-out replace. */
export interface AppDeps {
  database: DatabaseHandle;
  clock?: Clock;
  /** Failed sign-in counters; shared storage (Redis) when several instances run. */
  attemptStore?: AttemptStore;
  /** Where JSON log lines go; stdout when absent. */
  logStream?: { write(line: string): void };
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
}

export function createContext(config: AppConfig, deps: AppDeps): AppContext {
  const clock = deps.clock ?? systemClock;
  const db = deps.database.db;
  const sessions = new SessionService(db, clock, config.session);
  prepareDummyHash();
  return {
    config,
    database: deps.database,
    db,
    clock,
    sessions,
    guards: createGuards(sessions),
    loginLimiter: new LoginLimiter(
      deps.attemptStore ?? new MemoryAttemptStore(),
      config.loginLimits,
      clock,
    ),
  };
}
