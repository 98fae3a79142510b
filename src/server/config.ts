import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../common/map-settings';
import { decodeHealthKey, newHealthKey } from './lib/health-cipher';

// Environment, validated once at boot so a typo fails fast with a clear message.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** A real PostgreSQL; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections the server keeps open to DATABASE_URL; unset, from the CPUs (see defaultPoolSize). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /** Where PGlite keeps its files; 'memory://' keeps nothing on disk. */
  PGLITE_DIR: z.string().default(path.join(process.cwd(), '.data', 'pglite')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Readable log lines (pino-pretty) instead of JSON; unset, readable only outside production when
   * standard output is a terminal (see loadConfig).
   */
  LOG_PRETTY: z.enum(['true', 'false']).optional(),
  /** Where OpenTelemetry traces are sent (OTLP over HTTP); unset, tracing is off and never loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Optional shared rate-limit store for several instances. */
  REDIS_URL: z.string().url().optional(),
  /** Sign-up and sign-in requests per minute per IP (browser-test runs may need more). */
  AUTH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Booking requests per minute per IP. */
  BOOKING_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Upcoming bookings an account may hold during its first day. */
  NEW_ACCOUNT_UPCOMING_BOOKINGS: z.coerce.number().int().min(1).default(5),
  /** Bookings one account may make in an hour. */
  BOOKINGS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Wrong gift-card codes one account may try in an hour. */
  GIFT_CARD_WRONG_CODES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Gift cards that may be sent to one e-mail address in a day, by anyone. */
  GIFT_CARDS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** Gift cards one account may buy in a day. */
  GIFT_CARDS_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Gift cards that may be bought from one IP address in a day, on any accounts. */
  GIFT_CARDS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Wrong promo codes one account may try in an hour. */
  PROMO_WRONG_CODES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Wrong promo codes one IP address may try in an hour, on any accounts. */
  PROMO_WRONG_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Behind a proxy: how many proxy hops to trust, or the proxies' addresses (see trustProxySetting). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const setting = trustProxySetting(v);
      if (typeof setting === 'string' && setting.startsWith('!')) {
        ctx.addIssue({ code: 'custom', message: setting.slice(1) });
        return z.NEVER;
      }
      return setting;
    }),
  /** Seed demo data into an empty database at start-up; unset, only outside production (see loadConfig). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * Serve the Swagger UI at /api/docs (the OpenAPI JSON stays at /api/docs/json); unset, only outside
   * production (see loadConfig).
   */
  API_DOCS_UI: z.enum(['true', 'false']).optional(),
  SEED_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** The bearer token of GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Photos one account may upload in an hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Where uploaded photos are stored (served under /media/). */
  MEDIA_DIR: z.string().default(path.join(process.cwd(), '.data', 'media')),
  /** How long a booking holds its place while the student pays, in minutes (docs/decisions/0035). */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /**
   * After a hold runs out unpaid, how long the same account must wait to hold that session again, in
   * minutes; 0 turns the wait off (docs/decisions/0052).
   */
  BOOKING_HOLD_COOLDOWN_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /**
   * How long anonymous catalogue answers and pages are kept in memory, and by a shared cache in front
   * (`s-maxage`), in seconds; 0 computes every request (docs/decisions/0123).
   */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** smtp:// or smtps:// server for e-mail; unset, e-mails are written as .eml files to MAIL_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The From of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Attune <hello@attune.london>'),
  /** Where replies go when a message concerns no studio (a studio's messages reply to its owner). */
  MAIL_REPLY_TO: z.string().email('MAIL_REPLY_TO must be an e-mail address').optional(),
  /** DKIM signing: all three, or none. The key is PEM text or the path of a PEM file. */
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * The secret an inbound-mail provider presents to POST /api/mail/inbound (the unsubscribe mailto);
   * unset, the route answers 404.
   */
  INBOUND_MAIL_TOKEN: z.string().min(24, 'INBOUND_MAIL_TOKEN must be at least 24 characters').optional(),
  /** Where e-mails are written without SMTP_URL. */
  MAIL_DIR: z.string().default(path.join(process.cwd(), '.data', 'mail')),
  /** Where Attune is served, for the links in e-mails; unset, this server's own port on localhost. */
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /**
   * The map's raster tiles ({z}/{x}/{y} in the URL), and the credit their provider asks for
   * (docs/decisions/0078). Sent to the pages by GET /api/map/settings; its origin is let through the
   * Content-Security-Policy.
   */
  MAP_TILE_URL: z
    .string()
    .url()
    .refine(
      (v) => v.includes('{z}') || !v.includes('{'),
      'MAP_TILE_URL must hold {z}, {x} and {y}, or be one image',
    )
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  /**
   * The marketplace is open: / is its home, /home redirects there, and the coming-soon page moves to
   * /coming-soon. Unset, / is the spec's coming-soon page (docs/decisions/0085).
   */
  SITE_LAUNCHED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The key that encrypts students' health answers (AES-256-GCM, docs/decisions/0128): 32 random
   * bytes, base64 (`openssl rand -base64 32`). Required in production; unset elsewhere, a key is made
   * once and kept in HEALTH_DATA_KEY_FILE. Losing the key loses the answers: keep it with the backups,
   * apart from them.
   */
  HEALTH_DATA_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => decodeHealthKey(v) !== undefined, 'HEALTH_DATA_KEY must be 32 bytes, base64')
      .optional(),
  ),
  /** Where a development server keeps the health data key it made (never read in production). */
  HEALTH_DATA_KEY_FILE: z.string().default(path.join(process.cwd(), '.data', 'health-data.key')),
  /** Run the notification worker inside the server (false when `npm run worker` runs it alone). */
  IN_PROCESS_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true would trust every X-Forwarded-For entry, so any client could choose its own address and slip past every per-IP limit. Set the number of proxies in front of Attune (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.1,10.0.0.2 or a CIDR range).';

/**
 * 'false' (no proxy), a hop count ('1': the address the nearest proxy saw), or the proxies' addresses
 * and CIDR ranges, comma-separated. 'true' is refused: Fastify would then take the left-most
 * X-Forwarded-For entry, which the client writes itself. A refusal comes back as '!' + the reason.
 */
function trustProxySetting(value: string): false | number | string {
  const v = value.trim();
  if (v === 'false' || v === '' || v === '0') return false;
  if (v === 'true') return `!${TRUST_PROXY_TRUE_REFUSED}`;
  if (/^\d+$/.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim());
  if (addresses.some((a) => !/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(a))) {
    return `!TRUST_PROXY must be false, a number of proxy hops, or comma-separated proxy addresses; got "${v}".`;
  }
  return addresses.join(',');
}

type ParsedEnv = z.infer<typeof envSchema>;
type Config = Omit<
  ParsedEnv,
  'SEED_DEMO_DATA' | 'TRUST_PROXY' | 'API_DOCS_UI' | 'LOG_PRETTY' | 'DATABASE_POOL_SIZE' | 'PUBLIC_URL'
> & {
  PUBLIC_URL: string;
  SEED_DEMO_DATA: boolean;
  DATABASE_POOL_SIZE: number;
  LOG_PRETTY: boolean;
  API_DOCS_UI: boolean;
  TRUST_PROXY: false | number | string;
};

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is unset: twice the CPUs, between 4 and 10
 * (docs/decisions/0117). Each connection past what the CPUs can run at once only adds waiting on
 * PostgreSQL's locks and the wake-ups after it: on 2 CPUs a booking cost PostgreSQL about half as
 * much CPU again with 10 connections as with 4, and fewer were answered a second. 10, node-postgres's
 * own default, stays the most for larger machines, as before.
 */
export function defaultPoolSize(cpus: number): number {
  return Math.min(10, Math.max(4, 2 * cpus));
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
  cpus = os.availableParallelism(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const data = parsed.data;
  // The demo accounts share a published password: a production database gets them only on request.
  const seed =
    data.SEED_DEMO_DATA === undefined ? data.NODE_ENV !== 'production' : data.SEED_DEMO_DATA === 'true';
  // A production server shows its whole API to strangers only when its operator chooses to.
  const docsUi =
    data.API_DOCS_UI === undefined ? data.NODE_ENV !== 'production' : data.API_DOCS_UI === 'true';
  // Someone reading a terminal gets lines; a file, a pipe or a log collector gets JSON.
  const pretty =
    data.LOG_PRETTY === undefined
      ? data.NODE_ENV !== 'production' && stdoutIsTerminal
      : data.LOG_PRETTY === 'true';
  return {
    ...data,
    SEED_DEMO_DATA: seed,
    LOG_PRETTY: pretty,
    API_DOCS_UI: docsUi,
    TRUST_PROXY: data.TRUST_PROXY as false | number | string,
    DATABASE_POOL_SIZE: data.DATABASE_POOL_SIZE ?? defaultPoolSize(cpus),
    // Unset, the links in e-mails and the calendar feed point where this server answers: a fixed
    // :5000 sent a server started with PORT=8080 to a port nothing listened on (issue 69).
    PUBLIC_URL: data.PUBLIC_URL ?? `http://localhost:${data.PORT}`,
  };
}

/**
 * The DKIM settings, when all three are set; a PEM key is taken as is, anything else is read as a
 * file's path. Some but not all of them set is a mistake worth stopping for.
 */
export function dkimSettings(config: Pick<Config, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>) {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: key } = config;
  if (!domainName && !keySelector && !key) return undefined;
  if (!domainName || !keySelector || !key) {
    throw new Error('Invalid environment: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together');
  }
  const privateKey = key.includes('-----BEGIN') ? key.replace(/\\n/g, '\n') : fs.readFileSync(key, 'utf8');
  return { domainName, keySelector, privateKey };
}

/** The e-mail and worker settings as the app takes them. */
export function notificationOptions(config: Config) {
  return {
    inProcessWorker: config.IN_PROCESS_WORKER,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    mailReplyTo: config.MAIL_REPLY_TO,
    inboundMailToken: config.INBOUND_MAIL_TOKEN,
    dkim: dkimSettings(config),
    mailDir: config.MAIL_DIR,
    publicUrl: config.PUBLIC_URL,
  };
}

export const HEALTH_DATA_KEY_REQUIRED =
  "HEALTH_DATA_KEY must be set in production: 32 random bytes, base64 (e.g. `openssl rand -base64 32`). It encrypts students' health answers; without it they could not be kept or read.";

/**
 * The health data key the server seals answers with (docs/decisions/0128): HEALTH_DATA_KEY; in
 * production nothing else will do, so the server refuses to start without it. Elsewhere, the key kept
 * in HEALTH_DATA_KEY_FILE (the data folder), made there on first start, so a development database's
 * answers stay readable from one start to the next.
 */
export function healthDataKey(
  config: Pick<Config, 'NODE_ENV' | 'HEALTH_DATA_KEY' | 'HEALTH_DATA_KEY_FILE'>,
): Buffer {
  if (config.HEALTH_DATA_KEY) return decodeHealthKey(config.HEALTH_DATA_KEY) as Buffer;
  if (config.NODE_ENV === 'production') throw new Error(`Invalid environment: ${HEALTH_DATA_KEY_REQUIRED}`);
  const file = config.HEALTH_DATA_KEY_FILE;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // wx: two servers starting at once keep the first one's key instead of overwriting it.
    try {
      fs.writeFileSync(file, `${newHealthKey()}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = decodeHealthKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`Invalid environment: ${file} does not hold a 32-byte base64 key`);
  return key;
}
