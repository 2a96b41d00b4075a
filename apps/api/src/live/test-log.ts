import type { FastifyBaseLogger } from 'fastify';

/** A logger for the live update tests that keeps what it was told, level by level. */
export function recordingLog() {
  const lines: { level: string; args: unknown[] }[] = [];
  const log = {} as Record<string, unknown>;
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace']) {
    log[level] = (...args: unknown[]) => lines.push({ level, args });
  }
  log.child = () => log;
  log.level = 'info';
  return { log: log as unknown as FastifyBaseLogger, lines };
}
