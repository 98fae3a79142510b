import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';
import { PROJECT_ROOT } from './lib/project-root';
import { serializerCompiler } from './lib/serializer';
import { authRoutes } from './modules/auth/auth.routes';
import {
  DEFAULT_LOGIN_LIMITS,
  type LoginLimits,
  LoginThrottle,
  MemoryCounterStore,
  RedisCounterStore,
} from './modules/auth/login-throttle';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { healthRoutes } from './modules/health/health.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { studiosRoutes } from './modules/studios/studios.routes';
import { authPlugin } from './plugins/auth';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { securityPlugin } from './plugins/security';
import { serverRenderPlugin } from './plugins/server-render';
import { staticSpaPlugin } from './plugins/static-spa';

export const DEFAULT_CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
  /** The server-rendering bundle (`vite build --ssr`); by default dist/ssr next to the client. */
  serverEntry?: string;
  /** Requests per minute per IP on the public forms. */
  formsPerMinute?: number;
  /** Requests per minute per IP on sign-up and sign-in. */
  authPerMinute?: number;
  /** Failed sign-in limits per account and per IP. */
  loginLimits?: Partial<LoginLimits>;
  /** Shared rate-limit and failed-login counters for several instances (REDIS_URL). */
  redis?: Redis;
  /** Behind a load balancer: trust X-Forwarded-For for this many hops, so limits see the client's IP. */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** Builds the whole application without listening, so tests drive it through inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Never let a slow client hold a socket for ever.
    requestTimeout: 30_000,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: text/plain is a "simple" content type any web page can POST cross-site without a
  // preflight, and this API has no use for it (415 instead).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('formRateLimit', { max: options.formsPerMinute ?? 10, timeWindow: '1 minute' });
  app.decorate('authRateLimit', { max: options.authPerMinute ?? 20, timeWindow: '1 minute' });

  const counters = options.redis
    ? new RedisCounterStore(options.redis, 'attune:login:', new MemoryCounterStore(), (err) =>
        app.log.warn({ err }, 'redis unavailable: counting failed sign-ins in memory'),
      )
    : new MemoryCounterStore();
  const throttle = new LoginThrottle(counters, { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits });

  await app.register(errorsPlugin);
  // Before compression: the ETag is a digest of the uncompressed answer, the same for every encoding.
  await app.register(httpCachePlugin, {});
  // Answers of 1 KB or more leave compressed for clients that ask (browsers do).
  // The built client's files arrive already compressed and are left alone.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(drainPlugin);
  await app.register(securityPlugin, { redis: options.redis });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Attune API',
        description: 'Discover and book wellbeing classes in London.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from POST /api/auth/login',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The validator badge would load an image from validator.swagger.io, which the CSP forbids.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  await app.register(healthRoutes);
  await app.register(classesRoutes);
  await app.register(studiosRoutes);
  await app.register(formsRoutes);
  await app.register(authRoutes, { throttle });
  await app.register(sessionsRoutes);
  await app.register(bookingsRoutes);
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  await app.register(serverRenderPlugin, {
    clientDir,
    entryPath: options.serverEntry ?? path.join(clientDir, '../ssr/entry-server.js'),
  });
  await app.register(staticSpaPlugin, { clientDir });

  return app;
}
