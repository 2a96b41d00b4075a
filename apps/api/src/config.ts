import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (this file lives in apps/api/src), so defaults do not depend on the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty are the same thing for an environment variable. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  /** Uploaded files (photos, videos, documents); DATA_DIR/uploads when unset. */
  UPLOADS_DIR: optionalText,
  CORS_ORIGINS: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SESSION_IDLE_DAYS: positiveNumber(14),
  SESSION_MAX_DAYS: positiveNumber(30),
  PORTAL_DIST: optionalText,
  /** Behind a load balancer, read the client address from X-Forwarded-For (rate limits per IP). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  LOGIN_WINDOW_MINUTES: positiveNumber(15),
  /** Public forms (contact, visa, newsletter): submissions per address per window, per form. */
  FORM_MAX_PER_IP: positiveInt(10),
  FORM_WINDOW_MINUTES: positiveNumber(60),
  PASSWORD_RESET_MAX_PER_IP: positiveInt(10),
  PASSWORD_RESET_MAX_PER_EMAIL: positiveInt(3),
  PASSWORD_RESET_WINDOW_MINUTES: positiveNumber(60),
  /** Sign-ups, and verification links asked for again: each per address and per IP per window. */
  SIGN_UP_MAX_PER_EMAIL: positiveInt(3),
  SIGN_UP_MAX_PER_IP: positiveInt(20),
  SIGN_UP_WINDOW_MINUTES: positiveNumber(60),
  /** Where the portal is reached from outside; links in emails start with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'Expected an http(s) URL' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS); unset: the outbox. */
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, message: 'Expected smtp://user:pass@host:port or smtps://…' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Bayti <no-reply@bayti.ae>'),
  /** redis://… or rediss://…: rate-limit counters shared by every instance; unset: in memory. */
  REDIS_URL: optionalText.pipe(
    z
      .url({ protocol: /^rediss?$/, message: 'Expected redis://host:port or rediss://…' })
      .optional(),
  ),
  /** Prefix of Bayti's keys in that Redis (several deployments or test runs may share one). */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('bayti:'),
  /** Only `production` matters: with DATABASE_URL it makes a production start. */
  NODE_ENV: optionalText,
  /** Demo accounts and sample rows in an empty database; unset: only on the embedded default. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Run the job queue's workers in this instance (deliveries, reminders); false: HTTP only. */
  RUN_JOBS: z.enum(['true', 'false']).default('true'),
  /** The seller printed on Bayti's tax invoices: its legal name, address and UAE TRN. */
  SELLER_NAME: z.string().trim().min(1).default('Bayti'),
  SELLER_ADDRESS: z.string().trim().min(1).default('Business Bay, Dubai, United Arab Emirates'),
  /** 15 digits. Unset: a placeholder outside production; a production start requires it. */
  SELLER_TRN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{15}$/, 'Expected the 15-digit UAE Tax Registration Number')
      .optional(),
  ),
  /** Bayti's account for bank transfers, printed on unpaid invoices. */
  BANK_NAME: z.string().trim().min(1).default('Emirates NBD'),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).default('Bayti'),
  /** A UAE IBAN (AE + 21 digits). Unset: a placeholder outside production; required in one. */
  BANK_IBAN: optionalText.pipe(
    z
      .string()
      .regex(/^AE\d{21}$/, 'Expected a UAE IBAN: AE and 21 digits, without spaces')
      .optional(),
  ),
  BANK_SWIFT: z.string().trim().min(8).max(11).default('EBILAEAD'),
  /** Card payments through Stripe Checkout: both keys, or neither (bank transfer only). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends its calls (a stand-in in tests); unset: Stripe's own API. */
  STRIPE_API_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }).optional(),
  ),
  /** The PostgreSQL schema of the job queue's tables. */
  JOBS_SCHEMA: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Expected a lower-case PostgreSQL schema name')
    .default('pgboss'),
});

export type Env = Record<string, string | undefined>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  session: { idleMs: number; maxMs: number };
  portalDist: string;
  trustProxy: boolean;
  loginLimits: { perAccount: number; perIp: number; windowMs: number };
  formLimits: { perIp: number; windowMs: number };
  passwordResetLimits: { perIp: number; perEmail: number; windowMs: number };
  signUpLimits: { perIp: number; perEmail: number; windowMs: number };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redis: { url: string; keyPrefix: string } | undefined;
  /** NODE_ENV=production with DATABASE_URL: real users, so no demo data and real mail. */
  production: boolean;
  /** Seed the demo accounts and sample rows into an empty database (the embedded default, or SEED_DEMO=true). */
  seedDemo: boolean;
  /** The job queue (docs/decisions/0023): whether this instance works it, and its schema. */
  jobs: { run: boolean; schema: string };
  /** Who issues the tax invoices (SELLER_*). */
  seller: { name: string; address: string; trn: string };
  /** Where families transfer an invoice's total (BANK_*). */
  bank: { bankName: string; accountName: string; iban: string; swift: string };
  /** Card payments (STRIPE_*); undefined: bank transfer only. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
}

/** The TRN printed outside production while SELLER_TRN is unset (no real registration). */
export const PLACEHOLDER_TRN = '100000000000003';

/** The IBAN printed outside production while BANK_IBAN is unset (no real account). */
export const PLACEHOLDER_IBAN = 'AE070000000000000000000';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A setting the server cannot start with; main prints its message alone and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const invalid = (problems: string[]) =>
  new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

/**
 * A production start (NODE_ENV=production with DATABASE_URL) serves real people: it refuses the
 * demo data and the outbox. The embedded default is never one, whatever NODE_ENV `npm start` sets.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.SEED_DEMO === 'true') {
    problems.push(
      'SEED_DEMO: a production start (NODE_ENV=production with DATABASE_URL) never seeds the demo accounts; unset SEED_DEMO.',
    );
  }
  if (!e.SELLER_TRN) {
    problems.push(
      "SELLER_TRN: a production start (NODE_ENV=production with DATABASE_URL) issues UAE tax invoices; set SELLER_TRN to Bayti's 15-digit Tax Registration Number.",
    );
  }
  if (!e.BANK_IBAN) {
    problems.push(
      'BANK_IBAN: a production start (NODE_ENV=production with DATABASE_URL) asks families to pay by bank transfer; set BANK_IBAN to the account they pay into.',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL: a production start (NODE_ENV=production with DATABASE_URL) sends real mail; set SMTP_URL to smtp://user:pass@host:port or smtps://….',
    );
  }
  return problems;
}

/** Parses the environment once at start; a bad value stops the server with a readable message. */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw invalid([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: card payments need both (the key creates Checkout sessions, the secret checks the webhook that confirms them); set both or neither.',
    ]);
  }
  const production = e.NODE_ENV === 'production' && e.DATABASE_URL !== undefined;
  if (production) {
    const problems = productionProblems(e);
    if (problems.length) throw invalid(problems);
  }
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? '.data');
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative paths are relative to the repository root, like the defaults.
    dataDir,
    uploadsDir: e.UPLOADS_DIR
      ? path.resolve(REPO_ROOT, e.UPLOADS_DIR)
      : path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: e.SESSION_MAX_DAYS * DAY_MS },
    portalDist: path.resolve(REPO_ROOT, e.PORTAL_DIST ?? 'apps/portal/dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60 * 1000,
    },
    formLimits: { perIp: e.FORM_MAX_PER_IP, windowMs: e.FORM_WINDOW_MINUTES * 60 * 1000 },
    passwordResetLimits: {
      perIp: e.PASSWORD_RESET_MAX_PER_IP,
      perEmail: e.PASSWORD_RESET_MAX_PER_EMAIL,
      windowMs: e.PASSWORD_RESET_WINDOW_MINUTES * 60 * 1000,
    },
    signUpLimits: {
      perIp: e.SIGN_UP_MAX_PER_IP,
      perEmail: e.SIGN_UP_MAX_PER_EMAIL,
      windowMs: e.SIGN_UP_WINDOW_MINUTES * 60 * 1000,
    },
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    production,
    // Unset SEED_DEMO follows the database: the embedded default seeds, DATABASE_URL does not.
    seedDemo: !production && (e.SEED_DEMO ?? (e.DATABASE_URL ? 'false' : 'true')) === 'true',
    jobs: { run: e.RUN_JOBS === 'true', schema: e.JOBS_SCHEMA },
    seller: {
      name: e.SELLER_NAME,
      address: e.SELLER_ADDRESS,
      trn: e.SELLER_TRN ?? PLACEHOLDER_TRN,
    },
    bank: {
      bankName: e.BANK_NAME,
      accountName: e.BANK_ACCOUNT_NAME,
      iban: e.BANK_IBAN ?? PLACEHOLDER_IBAN,
      swift: e.BANK_SWIFT,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
  };
}
