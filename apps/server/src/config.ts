import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_DEMO_PRINTER_PORTS } from './db/seed/seed-printing.ts';

/** The repository root, so relative paths work whatever the working directory is. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  SQLITE_PATH: z.string().default(resolve(REPO_ROOT, 'data/kasir.sqlite')),
  REDIS_URL: z.string().url().optional(),
  /** Every key this deployment keeps in Redis starts with it: deployments (or test servers) sharing one Redis never count together. */
  REDIS_KEY_PREFIX: z.string().min(1).default('kasir:'),
  JWT_SECRET: z.string().min(32).optional(),
  PIN_PEPPER: z.string().min(16).optional(),
  ERROR_LOG_TOKEN: z.string().min(8).default('kasir-error-log'),
  WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
  /** Where uploaded images are kept (POST /image/upload); served at /upload/{FileName}. */
  UPLOAD_DIR: z.string().default(resolve(REPO_ROOT, 'data/uploads')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24 * 14),
  /** Argon2 cost; lowered only by tests that hash thousands of PINs. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456).default(19_456),
  ARGON2_PASSES: z.coerce.number().int().min(2).default(2),
  /** The whole request, headers and body, must arrive within this; a slow body is cut off (408). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /** The request's headers must arrive within this (Node's default is a minute). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** A connection with no traffic either way for this long is closed (above socket.io's 25 s ping). */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /** A kept-alive connection waits this long for its next request. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Open connections one address may hold (a terminal needs a few; 50 terminals behind one NAT fit). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(256),
  /** The printer emulator's ports (the print agent reads the same variable): the demo printers are seeded on them. */
  EMULATOR_PORTS: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? DEFAULT_DEMO_PRINTER_PORTS.map(String) : value.split(',').map((item) => item.trim()).filter(Boolean)))
    .pipe(z.array(z.string().regex(/^\d+$/, 'Ports are numbers').transform(Number).pipe(z.number().int().min(1).max(65535))).min(1)),
  /** What a new (empty) database gets: the demo dataset, or nothing at all (a real restaurant signs up). */
  KASIR_SEED: z.enum(['demo', 'none']).default('demo'),
  /** Self-order (docs/public-api.md): QR scans (sessions) per client address a minute, orders per phone session a minute. */
  SELF_ORDER_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SELF_ORDER_ORDERS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** `closed`: POST /user/register refuses (a shared deployment); owners come from `npm run owner:create`. */
  SIGNUP: z.enum(['open', 'closed']).default('open'),
  /** Set (smtp://host:port, smtps://user:pass@host) to send e-mailed receipts and help messages through it. */
  SMTP_URL: z.string().url().optional(),
  /** The sender of those e-mails. */
  MAIL_FROM: z.string().min(3).default('Kasir <kasir@localhost>'),
  /** Without SMTP_URL, e-mailed receipts are written here as <id>.eml files (docs/email.md). */
  MAIL_DIR: z.string().default(resolve(REPO_ROOT, 'data/mail')),
  /** `off`: this process queues e-mails but does not send them (another process runs the outbox worker). */
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  /** Operations (issue 24, docs/deploy.md). Where `npm run db:backup` and the daily backup write (SQLite file / pg_dump archive). */
  BACKUP_DIR: z.string().default(resolve(REPO_ROOT, 'data/backups')),
  /** The automatic daily backup's hour, server local time (0–23); `off` turns it off. */
  BACKUP_DAILY_HOUR: z
    .string()
    .default('3')
    .transform((value) => (value.trim() === 'off' ? null : Number(value)))
    .pipe(z.number().int().min(0).max(23).nullable()),
  /** Automatic backups kept: older ones are deleted after each new one (hand-made ones are kept). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** `npm start` / `npm run start:api`: this many API processes share the port (more than one needs REDIS_URL). */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** SIGTERM: requests and transactions in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is off (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Behind a load balancer (docs/deploy.md): the proxies whose X-Forwarded-For is believed, as
   * addresses, CIDRs or proxy-addr's names (`loopback`, `uniquelocal`), comma-separated. Without
   * it every terminal behind nginx has nginx's address, and the per-address limits (PIN tries,
   * sign-up, self-order scans) would count them as one.
   */
  TRUST_PROXY: z.string().trim().min(1).optional(),
});

export type Config = {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  sqlitePath: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  jwtSecret: string;
  pinPepper: string;
  errorLogToken: string;
  webDist: string;
  /** UPLOAD_DIR: uploaded images. */
  uploadDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  tokenTtlHours: number;
  argon2: { memoryKib: number; passes: number };
  http: { requestTimeoutMs: number; headersTimeoutMs: number; idleTimeoutMs: number; keepAliveTimeoutMs: number; maxConnectionsPerAddress: number };
  /** Where the demo dataset's printers point when a new database is seeded (EMULATOR_PORTS). */
  demoPrinterPorts: number[];
  /** KASIR_SEED: seed a new database with the demo, or leave it empty. */
  seed: 'demo' | 'none';
  /** SIGNUP: whether POST /user/register takes new owners. */
  isSignUpOpen: boolean;
  /** SELF_ORDER_*_PER_MINUTE: the self-order API's rate limits (modules/self-order). */
  selfOrderLimits: { sessionsPerMinute: number; ordersPerMinute: number };
  /** SMTP_URL / MAIL_FROM: receipts and help messages go through smtpUrl; MAIL_DIR holds .eml files when it is unset. */
  mail: { smtpUrl: string | undefined; from: string; dir: string; isWorkerOn: boolean };
  /** BACKUP_*: where backups go, the daily backup's hour (null: off) and how many automatic ones are kept. */
  backup: { dir: string; dailyHour: number | null; keep: number };
  /** API_WORKERS: API processes on this machine (main.ts forks them; one is the primary for timers). */
  apiWorkers: number;
  /** SHUTDOWN_TIMEOUT_MS: the bound on a graceful stop. */
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: the bearer token of GET /metrics; undefined turns /metrics off. */
  metricsToken: string | undefined;
  /** TRUST_PROXY: Fastify's trustProxy (false: the connection's own address is the client's). */
  trustProxy: string | false;
};

type Secrets = { jwtSecret: string; pinPepper: string };

/**
 * Without JWT_SECRET / PIN_PEPPER in the environment the server makes random ones once and keeps
 * them beside the database (mode 600), so a fresh clone is secure by default and tokens survive a
 * restart. A copied database without this file verifies no PIN.
 */
function loadOrCreateSecrets(path: string): Secrets {
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Secrets;
  const secrets = { jwtSecret: randomBytes(48).toString('hex'), pinPepper: randomBytes(32).toString('hex') };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const needsGenerated = !values.JWT_SECRET || !values.PIN_PEPPER;
  const generated = needsGenerated ? loadOrCreateSecrets(resolve(REPO_ROOT, 'data/secrets.json')) : undefined;
  return {
    host: values.HOST,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    sqlitePath: values.SQLITE_PATH,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    jwtSecret: values.JWT_SECRET ?? generated!.jwtSecret,
    pinPepper: values.PIN_PEPPER ?? generated!.pinPepper,
    errorLogToken: values.ERROR_LOG_TOKEN,
    webDist: values.WEB_DIST,
    uploadDir: values.UPLOAD_DIR,
    logLevel: values.LOG_LEVEL,
    tokenTtlHours: values.TOKEN_TTL_HOURS,
    argon2: { memoryKib: values.ARGON2_MEMORY_KIB, passes: values.ARGON2_PASSES },
    http: {
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
      // Node refuses a headers time-out longer than the request's.
      headersTimeoutMs: Math.min(values.HTTP_HEADERS_TIMEOUT_MS, values.HTTP_REQUEST_TIMEOUT_MS),
      idleTimeoutMs: values.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    },
    demoPrinterPorts: values.EMULATOR_PORTS,
    seed: values.KASIR_SEED,
    isSignUpOpen: values.SIGNUP === 'open',
    selfOrderLimits: { sessionsPerMinute: values.SELF_ORDER_SESSIONS_PER_MINUTE, ordersPerMinute: values.SELF_ORDER_ORDERS_PER_MINUTE },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, dir: values.MAIL_DIR, isWorkerOn: values.MAIL_WORKER === 'on' },
    backup: { dir: values.BACKUP_DIR, dailyHour: values.BACKUP_DAILY_HOUR, keep: values.BACKUP_KEEP },
    apiWorkers: values.API_WORKERS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    metricsToken: values.METRICS_TOKEN,
    trustProxy: values.TRUST_PROXY ?? false,
  };
}
