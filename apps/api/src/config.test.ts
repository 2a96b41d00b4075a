import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('falls back to the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      corsOrigins: [],
      logLevel: 'info',
      portalDist: path.join(REPO_ROOT, 'apps/portal/dist'),
      trustProxy: false,
      loginLimits: { perAccount: 10, perIp: 50, windowMs: 15 * 60 * 1000 },
    });
    expect(config.session).toEqual({ idleMs: 14 * 86_400_000, maxMs: 30 * 86_400_000 });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/bayti',
      DATABASE_URL: 'postgres://db/bayti',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com,',
      LOG_LEVEL: 'warn',
      SESSION_IDLE_DAYS: '1',
      SESSION_MAX_DAYS: '0.5',
      PORTAL_DIST: 'somewhere/dist',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/bayti',
      databaseUrl: 'postgres://db/bayti',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      logLevel: 'warn',
      session: { idleMs: 86_400_000, maxMs: 43_200_000 },
      portalDist: path.join(REPO_ROOT, 'somewhere/dist'),
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: undefined }).databaseUrl).toBeUndefined();
  });

  it('stops with a readable message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
