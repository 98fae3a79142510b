import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { MapSettings } from '../common/map-settings';
import { MAX_IMAGE_BYTES } from '../common/media';
import type { Database } from './db/client';
import { MemoryCounterStore, RedisCounterStore } from './lib/counter-store';
import { HEALTH_KEY_BYTES, healthCipher } from './lib/health-cipher';
import { PROJECT_ROOT } from './lib/project-root';
import { serializerCompiler } from './lib/serializer';
import { mediaPlugin } from './media/media.plugin';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { userForToken } from './modules/auth/auth.service';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits, LoginThrottle } from './modules/auth/login-throttle';
import { hashToken } from './modules/auth/tokens';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { balanceRoutes } from './modules/balance/balance.routes';
import {
  type BookingLimits,
  bookingsRoutes,
  DEFAULT_BOOKING_LIMITS,
} from './modules/bookings/bookings.routes';
import { holdTimerPlugin } from './modules/bookings/hold-timer';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { embedRoutes } from './modules/embed/embed.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import {
  DEFAULT_GIFT_CARD_LIMITS,
  type GiftCardLimits,
  giftCardsRoutes,
} from './modules/gift-cards/gift-cards.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mapRoutes, mapSettings } from './modules/map/map.routes';
import { inboundMailRoutes } from './modules/notifications/inbound-mail.routes';
import {
  createMailer,
  DEFAULT_MAIL_FROM,
  type DkimSettings,
  type Mailer,
} from './modules/notifications/mailer';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes';
import { notificationWorkerPlugin } from './modules/notifications/worker.plugin';
import { operatorRoutes } from './modules/operator/operator.routes';
import { ownerBookingsRoutes } from './modules/owner/owner-bookings.routes';
import { ownerClassesRoutes } from './modules/owner/owner-classes.routes';
import { ownerClientsRoutes } from './modules/owner/owner-clients.routes';
import { ownerExportsRoutes } from './modules/owner/owner-exports.routes';
import { ownerPhotosRoutes } from './modules/owner/owner-photos.routes';
import { ownerRevenueRoutes } from './modules/owner/owner-revenue.routes';
import { ownerSessionsRoutes } from './modules/owner/owner-sessions.routes';
import { ownerStudiosRoutes } from './modules/owner/owner-studios.routes';
import { ownerTeachersRoutes } from './modules/owner/owner-teachers.routes';
import { ownerTimetableRoutes } from './modules/owner/owner-timetable.routes';
import { refuseWriteToSuspendedStudio } from './modules/owner/suspended-studio';
import { passesRoutes } from './modules/passes/passes.routes';
import { demoPaymentProvider, type PaymentProvider } from './modules/payments/payment-provider';
import { renewDueMemberships } from './modules/places/renew-membership';
import { productsRoutes } from './modules/products/products.routes';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { DEFAULT_PROMO_LIMITS, type PromoLimits } from './modules/promo-codes/promo-guesses';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { studiosRoutes } from './modules/studios/studios.routes';
import { teachersRoutes } from './modules/teachers/teachers.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { waiversRoutes } from './modules/waivers/waivers.routes';
import { authPlugin } from './plugins/auth';
import { compressedCopiesPlugin } from './plugins/compressed-copies';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { createReadCache, type ReadCacheOptions } from './plugins/read-cache';
import { clientErrorHandler, securityPlugin } from './plugins/security';
import { serverRenderPlugin } from './plugins/server-render';
import { staticSpaPlugin } from './plugins/static-spa';

const DEFAULT_CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');

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
  /** Booking limits per address and per account (seat hoarding). */
  bookingLimits?: Partial<BookingLimits>;
  /** Wrong gift-card codes per account an hour (guessing); purchases per recipient, account and address a day. */
  giftCardLimits?: Partial<GiftCardLimits>;
  /** Wrong promo codes per account and per address an hour (guessing). */
  promoLimits?: Partial<PromoLimits>;
  /** Serve the Swagger UI at /api/docs; the OpenAPI JSON is served either way. */
  apiDocsUi?: boolean;
  /** SITE_LAUNCHED: / is the marketplace's home, not the coming-soon page (default false). */
  siteLaunched?: boolean;
  /** Failed sign-in limits per account and per IP. */
  loginLimits?: Partial<LoginLimits>;
  /** Shared rate-limit and failed-login counters for several instances (REDIS_URL). */
  redis?: Redis;
  /**
   * Behind a load balancer, so limits see the client's IP: a number of proxy hops, or the proxies'
   * addresses (comma-separated). Never `true`: the left-most X-Forwarded-For entry is the client's to write.
   */
  trustProxy?: false | number | string;
  /** Where uploaded photos are stored (MEDIA_DIR); by default .data/media in the working directory. */
  mediaDir?: string;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset, /metrics is a 404. */
  metricsToken?: string;
  /** Bytes of compressed answers kept to send again for the same body (plugins/compressed-copies.ts). */
  compressedCopiesMaxBytes?: number;
  /** Tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT): spans are named after the route's pattern. */
  tracing?: boolean;
  /** Photos one account may upload in an hour (UPLOADS_PER_HOUR, default 30). */
  uploadsPerHour?: number;
  /** The booking rules' clock (default: the wall clock); tests pass a controlled one. */
  clock?: () => Date;
  /** How long a pending booking holds its place, in minutes (default 10). */
  holdMinutes?: number;
  /** How long an account waits to hold a session again after its hold there ran out, in minutes (default 10). */
  holdCooldownMinutes?: number;
  /** How often the timer expires unpaid holds, in ms (default 15 s); 0 turns the timer off. */
  holdSweepMs?: number;
  /** Who takes payments (default: the demo provider). */
  paymentProvider?: PaymentProvider;
  /**
   * Public catalogue answers reused from memory for `ttlMs` (CATALOGUE_CACHE_SECONDS, 30 s in the
   * server); unset here, every request is computed (docs/decisions/0044, 0123).
   */
  readCache?: ReadCacheOptions;
  /** How long a shared cache in front may keep a public catalogue answer (`s-maxage`; default 30). */
  catalogueCacheSeconds?: number;
  /** E-mail and in-app notifications (docs/decisions/0019, 0029). */
  notifications?: NotificationOptions;
  /** The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; docs/decisions/0078). */
  map?: Partial<MapSettings>;
  /**
   * The key students' health answers are sealed with (HEALTH_DATA_KEY, docs/decisions/0128). Unset
   * (tests), a random key for this app's life: answers written by it are readable only by it.
   */
  healthDataKey?: Buffer;
}

export interface NotificationOptions {
  /** Run the notification worker in this process (default true; `npm run worker` runs it alone). */
  inProcessWorker?: boolean;
  /** SMTP_URL; unset, e-mails are written as .eml files to `mailDir`. */
  smtpUrl?: string;
  /** MAIL_FROM (default "Attune <hello@attune.london>"). */
  mailFrom?: string;
  /** Where .eml files go without SMTP (default .data/mail). */
  mailDir?: string;
  /** MAIL_REPLY_TO: replies to messages that concern no studio. */
  mailReplyTo?: string;
  /** INBOUND_MAIL_TOKEN: the secret of POST /api/mail/inbound (unset, it answers 404). */
  inboundMailToken?: string;
  /** DKIM-sign every message (docs/decisions/0069). */
  dkim?: DkimSettings;
  /** A ready mailer instead of one made from the settings above. */
  mailer?: Mailer;
  /** Where Attune is served, for links in e-mails (default http://localhost:5000). */
  publicUrl?: string;
  /** The first retry of a failed send waits this long, doubling each time (default 30). */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Run the queue's minute schedule (default true). */
  schedule?: boolean;
}

const DEFAULT_MAIL_DIR = path.join(process.cwd(), '.data', 'mail');
const DEFAULT_PUBLIC_URL = 'http://localhost:5000';

/** The mailer the settings describe: SMTP when a URL is given, else .eml files. */
export function mailerFor(options: NotificationOptions = {}): Mailer {
  return (
    options.mailer ??
    createMailer({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      mailDir: options.mailDir ?? DEFAULT_MAIL_DIR,
      replyTo: options.mailReplyTo,
      dkim: options.dkim,
    })
  );
}

const DEFAULT_MEDIA_DIR = path.join(process.cwd(), '.data', 'media');
const DEFAULT_UPLOADS_PER_HOUR = 30;

/**
 * A hop count becomes "trust the nearest n addresses" (Fastify itself trusts none for a bare number);
 * it is only safe when the server cannot be reached except through those proxies.
 */
function trustProxyOption(setting: AppOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

const DEFAULT_HOLD_MINUTES = 10;
const DEFAULT_HOLD_COOLDOWN_MINUTES = 10;
const DEFAULT_HOLD_SWEEP_MS = 15_000;

const RELAYED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const relayed = request.headers['x-request-id'];
  return typeof relayed === 'string' && RELAYED_REQUEST_ID.test(relayed) ? relayed : randomUUID();
}

/** Builds the whole application without listening, so tests drive it through inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Every body Attune takes is a few fields: 16 KB is generous (the public forms allow 32 KB).
    bodyLimit: 16 * 1024,
    // Never let a slow client hold a socket for ever.
    requestTimeout: 30_000,
    clientErrorHandler,
    trustProxy: trustProxyOption(options.trustProxy),
    ajv: { customOptions: { coerceTypes: false } },
    // A proxy's X-Request-Id is kept when it is a plain token, so one id follows the request through
    // both logs; anything else (it could forge a log line) gets a fresh one.
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: text/plain is a "simple" content type any web page can POST cross-site without a
  // preflight, and this API has no use for it (415 instead).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('holdMinutes', options.holdMinutes ?? DEFAULT_HOLD_MINUTES);
  app.decorate('holdCooldownMinutes', options.holdCooldownMinutes ?? DEFAULT_HOLD_COOLDOWN_MINUTES);
  app.decorate('payments', options.paymentProvider ?? demoPaymentProvider);
  app.decorate('healthData', healthCipher(options.healthDataKey ?? randomBytes(HEALTH_KEY_BYTES)));
  app.decorate('formRateLimit', { max: options.formsPerMinute ?? 10, timeWindow: '1 minute' });
  app.decorate('authRateLimit', { max: options.authPerMinute ?? 20, timeWindow: '1 minute' });

  // Counters shared between instances through Redis when there is one, else this process's own.
  // In memory, the windows go by the app's clock; in Redis, by Redis's own expiry.
  const counterStore = (prefix: string, what: string) => {
    const memory = new MemoryCounterStore(() => app.clock().getTime());
    return options.redis
      ? new RedisCounterStore(options.redis, prefix, memory, (err) =>
          app.log.warn({ err }, `redis unavailable: counting ${what} in memory`),
        )
      : memory;
  };
  const throttle = new LoginThrottle(counterStore('attune:login:', 'failed sign-ins'), {
    ...DEFAULT_LOGIN_LIMITS,
    ...options.loginLimits,
  });

  await app.register(errorsPlugin);
  // First, so its timing covers every other hook of the request.
  await app.register(metricsPlugin, { token: options.metricsToken });
  if (options.tracing) await app.register((await import('./plugins/trace-routes')).traceRoutesPlugin);
  // The read cache keeps the whole body before the validators and compression see it, and the
  // compressed copy after (docs/decisions/0044).
  const readCache = createReadCache(options.readCache ?? { ttlMs: 0 });
  await app.register(readCache.before);
  // Before compression: the ETag is a digest of the uncompressed answer, the same for every encoding.
  await app.register(httpCachePlugin, { sharedMaxAgeSeconds: options.catalogueCacheSeconds });
  // Answers of 1 KB or more leave compressed for clients that ask (browsers do).
  // The built client's files arrive already compressed and are left alone.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Every list answer is budgeted at 64 KB or less and every page at 256 KB: up to that size one
    // compression call beats a stream (whose machinery cost /browse about 0.4 ms of CPU), and gives
    // the read cache a copy it can keep. Larger answers still stream.
    syncThreshold: 256 * 1024,
    globalDecompression: false,
    // Brotli's quality 2 for answers made per request: at the library's 4, compressing a 45 KB page
    // of classes cost about three times the CPU for 2% fewer bytes (docs/decisions/0046).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(readCache.after);
  // Last of the three: it reads the ETag the HTTP cache wrote, and keeps what compression made.
  await app.register(compressedCopiesPlugin, { maxBytes: options.compressedCopiesMaxBytes });
  await app.register(drainPlugin);
  const map = mapSettings(options.map);
  await app.register(securityPlugin, { redis: options.redis, mapTileUrl: map.tileUrl });
  await app.register(inputGuardPlugin);
  await app.register(authPlugin, {
    userForToken,
    hashToken,
    checkOwnerRequest: refuseWriteToSuspendedStudio,
  });
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
    // Schemas given an id (the error codes) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  if (options.apiDocsUi === false) {
    // Without the UI the OpenAPI document stays where clients and tools already read it.
    app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
  } else {
    // The validator badge would load an image from validator.swagger.io, which the CSP forbids.
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  }

  // Photo uploads only: one file, capped at 5 MB (the routes refuse more with a 413).
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 } });
  await app.register(mediaPlugin, {
    mediaDir: options.mediaDir ?? DEFAULT_MEDIA_DIR,
    uploadsPerHour: options.uploadsPerHour ?? DEFAULT_UPLOADS_PER_HOUR,
    counters: counterStore('attune:uploads:', 'photo uploads'),
  });

  await app.register(healthRoutes);
  await app.register(classesRoutes);
  await app.register(availabilityRoutes);
  await app.register(studiosRoutes);
  await app.register(formsRoutes);
  await app.register(authRoutes, { throttle });
  await app.register(accountRoutes, { throttle });
  await app.register(notificationsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(inboundMailRoutes, { secret: options.notifications?.inboundMailToken });
  await app.register(sessionsRoutes);
  await app.register(ownerStudiosRoutes);
  await app.register(ownerClassesRoutes);
  await app.register(ownerSessionsRoutes);
  await app.register(ownerBookingsRoutes);
  await app.register(ownerPhotosRoutes);
  await app.register(ownerTeachersRoutes);
  await app.register(teachersRoutes);
  await app.register(favouritesRoutes);
  await app.register(ownerTimetableRoutes);
  await app.register(ownerClientsRoutes);
  await app.register(ownerRevenueRoutes);
  await app.register(ownerExportsRoutes);
  await app.register(waitlistRoutes);
  await app.register(waiversRoutes);
  await app.register(reviewsRoutes);
  await app.register(operatorRoutes);
  await app.register(calendarRoutes, { publicUrl: options.notifications?.publicUrl ?? DEFAULT_PUBLIC_URL });
  await app.register(productsRoutes);
  await app.register(passesRoutes);
  await app.register(promoCodesRoutes, {
    limits: { ...DEFAULT_PROMO_LIMITS, ...options.promoLimits },
    counters: counterStore('attune:promo:', 'promo code guesses'),
  });
  await app.register(bookingsRoutes, { limits: { ...DEFAULT_BOOKING_LIMITS, ...options.bookingLimits } });
  await app.register(giftCardsRoutes, {
    limits: { ...DEFAULT_GIFT_CARD_LIMITS, ...options.giftCardLimits },
    counters: counterStore('attune:gift-cards:', 'gift-card purchases'),
  });
  await app.register(balanceRoutes);
  await app.register(holdTimerPlugin, { intervalMs: options.holdSweepMs ?? DEFAULT_HOLD_SWEEP_MS });
  const notifications = options.notifications ?? {};
  await app.register(notificationWorkerPlugin, {
    enabled: notifications.inProcessWorker !== false,
    mailer: () => mailerFor(notifications),
    publicUrl: notifications.publicUrl ?? DEFAULT_PUBLIC_URL,
    retryDelaySeconds: notifications.retryDelaySeconds,
    retryDelayMaxSeconds: notifications.retryDelayMaxSeconds,
    pollingIntervalSeconds: notifications.pollingIntervalSeconds,
    schedule: notifications.schedule,
    sweeps: [(now: Date) => renewDueMemberships(app.database.db, app.payments, now)],
  });
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  await app.register(embedRoutes, { publicUrl: notifications.publicUrl ?? DEFAULT_PUBLIC_URL, clientDir });
  const siteLaunched = options.siteLaunched ?? false;
  await app.register(seoRoutes, { publicUrl: notifications.publicUrl ?? DEFAULT_PUBLIC_URL, siteLaunched });
  await app.register(mapRoutes, { settings: map });
  await app.register(serverRenderPlugin, {
    clientDir,
    publicUrl: notifications.publicUrl ?? DEFAULT_PUBLIC_URL,
    entryPath: options.serverEntry ?? path.join(clientDir, '../ssr/entry-server.js'),
    siteLaunched,
  });
  await app.register(staticSpaPlugin, { clientDir, siteLaunched });

  return app;
}
