/** Messages between the bench runner and its server process (server.ts). */
import type { SeedStats } from './seed-bench.ts';

export interface Statement {
  text: string;
  params: unknown[];
  /** A named prepared statement's name: the raw replay prepares it too, as the app does. */
  name?: string;
}

export interface Capture {
  status: number;
  contentType: string;
  body: Buffer;
  /** What every request of the measurement sends (a second request, caches warm). */
  statements: Statement[];
  /** What only a request after a change of candidates sends too (the caches' misses). */
  missStatements: Statement[];
}

export interface RawResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  firstError?: string;
}

export type FromRunner =
  | {
      type: 'capture';
      id: number;
      key: string;
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: string;
    }
  | { type: 'raw'; id: number; key: string; connections: number; durationMs: number }
  | { type: 'explain'; id: number; key: string }
  | { type: 'close'; id: number };

export type ToRunner =
  | {
      type: 'ready';
      port: number;
      driver: 'pglite' | 'postgres';
      appSeedSeconds: number;
      stats: SeedStats;
    }
  | {
      type: 'captured';
      id: number;
      status: number;
      bytes: number;
      body: string;
      statements: Statement[];
      missStatements: Statement[];
    }
  | { type: 'raw-done'; id: number; result: RawResult }
  | { type: 'explained'; id: number; plans: string[] }
  | { type: 'closed'; id: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'fatal'; message: string };
