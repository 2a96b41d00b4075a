/**
 * The bench's server process (forked by run.ts, one per database): opens a fresh database with the
 * app's own code (openDatabase, migrate, seedIfEmpty), adds the generated data, starts the real
 * server (buildApp, as main.ts does) and answers the runner over IPC:
 *   capture  - requests a URL over HTTP right after a write (caches miss) and again (caches
 *              warm), recording the SQL statements of each and the answer's bytes;
 *   raw      - replays a capture's statements on a pool for a fixed time (the raw query rate);
 *   explain  - EXPLAIN (ANALYZE, BUFFERS) of each captured statement, the misses' included.
 * A route GET /__bench/static/:key serves a capture's bytes (the static copy).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type PgliteHandle } from '../../apps/api/src/db/connection.ts';
import { seedIfEmpty } from '../../apps/api/src/db/seed.ts';
import type { Capture, FromRunner, RawResult, Statement, ToRunner } from './protocol.ts';
import { percentile } from './stats.ts';
import { seedBench } from './seed-bench.ts';

/** The app's pool size (openPostgres default); the raw replay uses a pool of the same size. */
const APP_POOL_SIZE = 10;

const send = (message: ToRunner) => process.send?.(message);

let recording: Statement[] | null = null;

function record(text: unknown, values: unknown): void {
  if (!recording) return;
  const sqlText =
    typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? String(text));
  const params = Array.isArray(values)
    ? values
    : ((text as { values?: unknown[] } | null)?.values ?? []);
  const name = (text as { name?: string } | null)?.name;
  recording.push({ text: sqlText, params: params as unknown[], ...(name ? { name } : {}) });
}

/** Records node-postgres statements (every pool query goes through Client#query). */
function watchPg(): void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
    record(args[0], args[1]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

function watchPglite(client: PGlite): void {
  const original = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) => {
    record(text, params);
    return original(text, params as never, options as never);
  }) as typeof client.query;
}

/** Session tokens are unique: a replayed insert gets a fresh one so it does not conflict. */
let replayCounter = 0;
function freshParams(statement: Statement): unknown[] {
  if (!/^\s*insert/i.test(statement.text)) return statement.params;
  return statement.params.map((value) =>
    typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)
      ? (replayCounter++).toString(16).padStart(64, '0')
      : value,
  );
}

async function main(): Promise<void> {
  const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const count = Number(process.env.BENCH_CANDIDATES ?? 100_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bayti-bench-'));
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: driver === 'postgres' ? process.env.BENCH_DATABASE_URL : '',
    // Not a production start (which would refuse the outbox): the bench seeds the demo data
    // itself below. Only the app's settings read this; the process keeps NODE_ENV=production.
    NODE_ENV: 'bench',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // Sign-in runs many good passwords from one address; the limits count failures only, but
    // they are raised so a stray failure cannot turn the bench into a 429 bench.
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
  };
  const config = loadConfig(env);
  if (driver === 'postgres') watchPg();
  const database = await openDatabase(config);
  const pglite = driver === 'pglite' ? (database as PgliteHandle).client : null;
  if (pglite) watchPglite(pglite);

  const setupStarted = performance.now();
  await database.migrate();
  await seedIfEmpty(database.db);
  const appSeedSeconds = (performance.now() - setupStarted) / 1000;
  const stats = await seedBench(database.db, count);

  const app = await buildApp(config, { database });
  const statics = new Map<string, Capture>();
  app.get<{ Params: { key: string } }>('/__bench/static/:key', async (request, reply) => {
    const capture = statics.get(request.params.key);
    if (!capture) return reply.code(404).send();
    return reply.code(capture.status).type(capture.contentType).send(capture.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const rawPool =
    driver === 'postgres'
      ? new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: APP_POOL_SIZE })
      : null;
  const run = async (statement: Statement, explain = false) => {
    const text = explain ? `explain (analyze, buffers) ${statement.text}` : statement.text;
    const params = freshParams(statement);
    // A prepared statement is replayed prepared (planned once per connection), as the app sends
    // it; EXPLAIN is a statement of its own.
    const name = explain ? undefined : statement.name;
    if (rawPool)
      return (
        await rawPool.query({ text, values: params, rowMode: 'array', ...(name ? { name } : {}) })
      ).rows;
    if (!pglite) throw new Error('no database');
    return (await pglite.query(text, params, { rowMode: 'array' })).rows;
  };

  /** Sends the request once over HTTP, recording every statement the server ran for it. */
  async function requestOnce(request: FromRunner & { type: 'capture' }) {
    recording = [];
    const response = await fetch(`http://127.0.0.1:${port}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
    });
    const body = Buffer.from(await response.arrayBuffer());
    // Work the response left running (a session's last-seen update) lands in this capture too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statements = recording;
    recording = null;
    return { response, body, statements };
  }

  /**
   * Twice: first right after a write to candidates (one row rewritten unchanged, which moves
   * the candidates version on as any write does), so the caches miss and the statements only a miss runs are
   * seen; then again, which is what every request of the measurement sends.
   */
  async function capture(key: string, request: FromRunner & { type: 'capture' }) {
    await run({
      text: 'update candidates set updated_at = updated_at where id = (select min(id) from candidates)',
      params: [],
    });
    const cold = await requestOnce(request);
    const warm = await requestOnce(request);
    const sent = new Set(warm.statements.map((statement) => JSON.stringify(statement)));
    const captured: Capture = {
      status: warm.response.status,
      contentType: warm.response.headers.get('content-type') ?? 'application/json',
      body: warm.body,
      statements: warm.statements,
      missStatements: cold.statements.filter((statement) => !sent.has(JSON.stringify(statement))),
    };
    statics.set(key, captured);
    return captured;
  }

  async function replay(statements: Statement[], connections: number, durationMs: number) {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const deadline = performance.now() + durationMs;
    const started = performance.now();
    const worker = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          // In order, as the endpoint issues them (the list's two selects overlap there; with
          // 50 callers on a 10-connection pool the pool is the limit either way).
          for (const statement of statements) await run(statement);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= (error as Error).message;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const result: RawResult = {
      requests: latencies.length,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      ...(firstError ? { firstError } : {}),
    };
    return result;
  }

  // The runner gone (finished or crashed): nothing is left to answer.
  process.on('disconnect', () => {
    // In-flight requests may be queued behind PGlite for a while: do not wait for them long.
    setTimeout(() => process.exit(0), 2000);
    void app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });

  process.on('message', (message: FromRunner) => {
    void (async () => {
      try {
        if (message.type === 'capture') {
          const captured = await capture(message.key, message);
          send({
            type: 'captured',
            id: message.id,
            status: captured.status,
            bytes: captured.body.length,
            body: captured.body.toString('utf8').slice(0, 2000),
            statements: captured.statements,
            missStatements: captured.missStatements,
          });
        } else if (message.type === 'raw') {
          const statements = statics.get(message.key)?.statements ?? [];
          const result = await replay(statements, message.connections, message.durationMs);
          send({ type: 'raw-done', id: message.id, result });
        } else if (message.type === 'explain') {
          const captured = statics.get(message.key);
          const statements = captured ? [...captured.statements, ...captured.missStatements] : [];
          const plans: string[] = [];
          for (const statement of statements) {
            // Writes are explained without running twice (ANALYZE executes them).
            const rows = /^\s*(insert|update|delete)/i.test(statement.text)
              ? await (async () => {
                  const text = `explain ${statement.text}`;
                  if (rawPool)
                    return (
                      await rawPool.query({
                        text,
                        values: freshParams(statement),
                        rowMode: 'array',
                      })
                    ).rows;
                  return (await pglite!.query(text, freshParams(statement), { rowMode: 'array' }))
                    .rows;
                })()
              : await run(statement, true);
            plans.push((rows as unknown[][]).map((row) => String(row[0])).join('\n'));
          }
          send({ type: 'explained', id: message.id, plans });
        } else if (message.type === 'close') {
          await app.close();
          await rawPool?.end();
          await database.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
          send({ type: 'closed', id: message.id });
          process.exit(0);
        }
      } catch (error) {
        send({ type: 'error', id: message.id, message: (error as Error).stack ?? String(error) });
      }
    })();
  });

  send({
    type: 'ready',
    port,
    driver,
    appSeedSeconds,
    stats: { ...stats, familyEmails: stats.familyEmails.slice(0, 500) },
  });
}

main().catch((error: unknown) => {
  send({ type: 'fatal', message: (error as Error).stack ?? String(error) });
  process.exit(1);
});
