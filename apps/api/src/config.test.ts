import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PLACEHOLDER_IBAN, PLACEHOLDER_TRN, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('falls back to the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, '.data'),
      uploadsDir: path.join(REPO_ROOT, '.data', 'uploads'),
      databaseUrl: undefined,
      corsOrigins: [],
      logLevel: 'info',
      portalDist: path.join(REPO_ROOT, 'apps/portal/dist'),
      trustProxy: false,
      loginLimits: { perAccount: 10, perIp: 50, windowMs: 15 * 60 * 1000 },
    });
    expect(config.session).toEqual({ idleMs: 14 * 86_400_000, maxMs: 30 * 86_400_000 });
  });

  it('keeps uploads under DATA_DIR unless UPLOADS_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/bayti' }).uploadsDir).toBe('/var/lib/bayti/uploads');
    expect(loadConfig({ DATA_DIR: '/var/lib/bayti', UPLOADS_DIR: '/mnt/files' }).uploadsDir).toBe(
      '/mnt/files',
    );
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

  it('defaults mail to the outbox, links to localhost and public-form limits', () => {
    expect(loadConfig({})).toMatchObject({
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Bayti <no-reply@bayti.ae>',
      formLimits: { perIp: 10, windowMs: 60 * 60 * 1000 },
      passwordResetLimits: { perIp: 10, perEmail: 3, windowMs: 60 * 60 * 1000 },
      signUpLimits: { perIp: 20, perEmail: 3, windowMs: 60 * 60 * 1000 },
    });
  });

  it('reads the mail and limit settings', () => {
    expect(
      loadConfig({
        PUBLIC_URL: 'https://bayti.ae/',
        SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587',
        MAIL_FROM: 'Bayti <hello@bayti.ae>',
        FORM_MAX_PER_IP: '5',
        FORM_WINDOW_MINUTES: '10',
        PASSWORD_RESET_MAX_PER_IP: '4',
        PASSWORD_RESET_MAX_PER_EMAIL: '2',
        PASSWORD_RESET_WINDOW_MINUTES: '30',
        SIGN_UP_MAX_PER_IP: '6',
        SIGN_UP_MAX_PER_EMAIL: '1',
        SIGN_UP_WINDOW_MINUTES: '15',
      }),
    ).toMatchObject({
      publicUrl: 'https://bayti.ae',
      smtpUrl: 'smtp://user:p%40ss@mail.example.com:587',
      mailFrom: 'Bayti <hello@bayti.ae>',
      formLimits: { perIp: 5, windowMs: 10 * 60 * 1000 },
      passwordResetLimits: { perIp: 4, perEmail: 2, windowMs: 30 * 60 * 1000 },
      signUpLimits: { perIp: 6, perEmail: 1, windowMs: 15 * 60 * 1000 },
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).smtpUrl).toBe(
      'smtps://mail.example.com',
    );
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('refuses a mail server or public address that is not a URL of the right kind', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('demo data and production starts', () => {
  const PG = 'postgres://db/bayti';
  const SMTP = 'smtp://mail.example.com:587';
  const TRN = '100234567890003';
  const IBAN = 'AE070331234567890123456';

  it('seeds the embedded default even when npm start sets NODE_ENV=production, without SMTP', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: false,
      seedDemo: true,
      smtpUrl: undefined,
    });
    expect(loadConfig({})).toMatchObject({ production: false, seedDemo: true });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('seeds a DATABASE_URL outside production only with SEED_DEMO=true', () => {
    expect(loadConfig({ DATABASE_URL: PG })).toMatchObject({ production: false, seedDemo: false });
    expect(loadConfig({ DATABASE_URL: PG, NODE_ENV: 'development' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('refuses SEED_DEMO on a production start', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, SMTP_URL: SMTP, SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO: a production start .* never seeds the demo accounts; unset SEED_DEMO\./);
  });

  it('refuses a production start without SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG })).toThrow(
      /SMTP_URL: a production start .* sends real mail; set SMTP_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, SMTP_URL: '' })).toThrow(
      ConfigError,
    );
  });

  it('refuses a production start without the TRN its tax invoices print', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, SMTP_URL: SMTP })).toThrow(
      /SELLER_TRN: a production start .* issues UAE tax invoices; set SELLER_TRN/,
    );
    expect(() => loadConfig({ SELLER_TRN: '12345' })).toThrow(/SELLER_TRN: Expected the 15-digit/);
    // Outside production a placeholder stands in.
    expect(loadConfig({}).seller).toEqual({
      name: 'Bayti',
      address: 'Business Bay, Dubai, United Arab Emirates',
      trn: PLACEHOLDER_TRN,
    });
  });

  it('takes card payments only with both Stripe keys', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: card payments need both/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(ConfigError);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe,
    ).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined });
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL/);
  });

  it('refuses a production start without the account families transfer to', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, SMTP_URL: SMTP, SELLER_TRN: TRN }),
    ).toThrow(/BANK_IBAN: a production start .* pay by bank transfer; set BANK_IBAN/);
    expect(() => loadConfig({ BANK_IBAN: 'AE07 0331 2345' })).toThrow(
      /BANK_IBAN: Expected a UAE IBAN/,
    );
    expect(loadConfig({}).bank).toEqual({
      bankName: 'Emirates NBD',
      accountName: 'Bayti',
      iban: PLACEHOLDER_IBAN,
      swift: 'EBILAEAD',
    });
  });

  it('starts in production with SMTP_URL, SELLER_TRN and BANK_IBAN, and does not seed', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: PG,
      SMTP_URL: SMTP,
      SELLER_TRN: TRN,
      BANK_IBAN: IBAN,
    };
    expect(loadConfig({ ...production, SEED_DEMO: 'false' })).toMatchObject({
      production: true,
      seedDemo: false,
      smtpUrl: SMTP,
      seller: { trn: TRN },
      bank: { iban: IBAN },
    });
    expect(loadConfig(production)).toMatchObject({ production: true, seedDemo: false });
  });
});
