import path from 'node:path';
import { z } from 'zod';

// Environment, validated once at boot so a typo fails fast with a clear message.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** A real PostgreSQL; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where PGlite keeps its files; 'memory://' keeps nothing on disk. */
  PGLITE_DIR: z.string().default(path.join(process.cwd(), '.data', 'pglite')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Optional shared rate-limit store for several instances. */
  REDIS_URL: z.string().url().optional(),
  /** Sign-up and sign-in requests per minute per IP (browser-test runs may need more). */
  AUTH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Behind a proxy: 'true' or the proxies' addresses (comma-separated), so rate limits see the client's IP. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Seed demo data into an empty database at start-up. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  return parsed.data;
}
