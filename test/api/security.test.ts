import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/common/error-codes';
import { buildApp } from '../../src/server/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { loggerOptions } from '../../src/server/logger';
import { bearer } from '../helpers/fixtures';
import { OWNER_CSV_ROUTES, OWNER_ROUTES } from '../helpers/owner-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('security headers', () => {
  it.each(['/', '/api/classes', '/api/nothing-here', '/api/docs'])('are on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Location for the maps to come; every other powerful feature off, for this page and any it frames.
    const permissions = String(res.headers['permissions-policy']);
    expect(permissions).toContain('geolocation=(self)');
    for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()'])
      expect(permissions).toContain(off);
  });

  it('are on error answers too, the same on every answer', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/classes' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(refused.statusCode).toBe(400);
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(refused.headers[name], name).toBeTruthy();
      expect(refused.headers[name], name).toBe(ok.headers[name]);
    }
  });

  it('serves the Swagger UI with only external scripts, so it runs under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => /\ssrc="/.test(s))).toBe(true);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('validatorUrl');
  });

  it('answers 413 {message} to a 2 MB body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'x'.repeat(2 * 1024 * 1024),
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });
});

const NOTIFICATION_ROUTES = [
  'GET /api/user/notifications',
  'POST /api/user/notifications/read',
  'GET /api/user/notification-preferences',
  'PUT /api/user/notification-preferences',
];

describe('OpenAPI document', () => {
  /** Routes anyone may call. */
  const publicOperations = [
    'GET /api/health',
    'GET /api/health/live',
    'GET /api/health/ready',
    'GET /api/availability',
    'GET /api/classes',
    'GET /api/classes/{id}',
    'GET /api/studios',
    'GET /api/studios/{id}',
    'POST /api/waitlist',
    'POST /api/contact',
    'POST /api/auth/register',
    'POST /api/auth/login',
    'GET /api/studios/{id}/reviews',
    'GET /api/classes/{id}/reviews',
    'GET /api/calendar/{file}',
    'POST /api/auth/password-reset',
    'POST /api/auth/password-reset/check',
    'POST /api/auth/password-reset/confirm',
    'GET /api/studios/{id}/products',
    'GET /api/teachers/{id}',
    // The signed token in the query is the credential (an e-mail's one-click unsubscribe).
    'GET /api/unsubscribe',
    'POST /api/unsubscribe',
    // The inbound-mail provider's own secret (INBOUND_MAIL_TOKEN), not a user's: 404 without it.
    'POST /api/mail/inbound',
    // Where the map's tiles come from (MAP_TILE_URL) and their attribution.
    'GET /api/map/settings',
    // A studio's current waiver, to read before signing (issue 66).
    'GET /api/studios/{id}/waiver',
  ];
  /**
   * The operator console's API: bearer security, but anyone who is not an operator gets the 404 of an
   * unknown route, never a 401 that would tell them it exists (test/api/operator.test.ts).
   */
  const operatorOperations = [
    'GET /api/operator/audit',
    'GET /api/operator/reports',
    'GET /api/operator/studios',
    'GET /api/operator/users',
    'GET /api/operator/users/{id}',
    'POST /api/operator/bookings/{id}/refund',
    'POST /api/operator/reports/{id}/dismiss',
    'POST /api/operator/reviews/{id}/hide',
    'POST /api/operator/reviews/{id}/restore',
    'POST /api/operator/studios/{id}/suspend',
    'POST /api/operator/studios/{id}/unsuspend',
    'POST /api/operator/studios/{id}/unverify',
    'POST /api/operator/studios/{id}/verify',
    'POST /api/operator/users/{id}/suspend',
    'POST /api/operator/users/{id}/unsuspend',
  ];
  /** Routes that need a bearer token: documented with bearer security and a 401. */
  const signedInOperations = [
    ...OWNER_ROUTES,
    'POST /api/auth/logout',
    'GET /api/user/profile',
    'PATCH /api/user/profile',
    'GET /api/user/sessions',
    'DELETE /api/user/sessions',
    'DELETE /api/user/sessions/{id}',
    'POST /api/user/password',
    'GET /api/user/export',
    'DELETE /api/user',
    'GET /api/sessions/{id}',
    'POST /api/bookings',
    'GET /api/bookings/{id}',
    'GET /api/user/bookings',
    'POST /api/bookings/{id}/cancel',
    'POST /api/bookings/{id}/payment',
    'POST /api/bookings/{id}/promo',
    'POST /api/sessions/{id}/waitlist',
    'DELETE /api/sessions/{id}/waitlist',
    'GET /api/user/waitlist',
    'POST /api/bookings/{id}/review',
    'POST /api/reviews/{id}/report',
    'PATCH /api/reviews/{id}',
    'DELETE /api/reviews/{id}',
    'GET /api/bookings/{id}/calendar.ics',
    'GET /api/user/calendar-feed',
    'POST /api/user/become-owner',
    'POST /api/user/calendar-feed',
    'DELETE /api/user/calendar-feed',
    'POST /api/products/{id}/purchase',
    'GET /api/user/passes',
    'POST /api/passes/{id}/cancel',
    'POST /api/gift-cards',
    'POST /api/user/gift-cards/redeem',
    'GET /api/user/balance',
    'GET /api/user/favourites',
    'GET /api/user/classes/{id}/sessions',
    'PUT /api/user/favourites/studios/{id}',
    'DELETE /api/user/favourites/studios/{id}',
    'PUT /api/user/favourites/classes/{id}',
    'DELETE /api/user/favourites/classes/{id}',
    ...NOTIFICATION_ROUTES,
    // Waivers (issue 66): signing, the student's list, and the signed PDF (student and owner only).
    'POST /api/studios/{id}/waiver/signatures',
    'GET /api/user/waiver-signatures',
    'GET /api/waiver-signatures/{file}',
  ];
  const apiOperations = [...publicOperations, ...signedInOperations, ...operatorOperations];
  const signedIn = new Set(signedInOperations);
  const operatorOnly = new Set(operatorOperations);
  /** Answers that are not JSON: a calendar file, or no body at all. */
  const calendarFiles = new Set(['GET /api/bookings/{id}/calendar.ics', 'GET /api/calendar/{file}']);
  const csvFiles = new Set(OWNER_CSV_ROUTES);
  const htmlPages = new Set(['GET /api/unsubscribe', 'POST /api/unsubscribe']);
  const pdfFiles = new Set(['GET /api/waiver-signatures/{file}']);
  const noContent = new Set([
    'DELETE /api/sessions/{id}/waitlist',
    'DELETE /api/reviews/{id}',
    'DELETE /api/user/calendar-feed',
    'DELETE /api/teachers/{id}',
    'PUT /api/user/favourites/studios/{id}',
    'DELETE /api/user/favourites/studios/{id}',
    'PUT /api/user/favourites/classes/{id}',
    'DELETE /api/user/favourites/classes/{id}',
  ]);

  /** Every registered API route, read from Fastify's route tree, as "METHOD /path/{param}". */
  function registeredApiRoutes(): string[] {
    const found: string[] = [];
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[└├]── (\S+) \(([^)]+)\)/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      stack.push(match[2] as string);
      const path = stack
        .join('')
        .replace(/\/+/g, '/')
        .replace(/:(\w+)/g, '{$1}');
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const method of (match[3] as string).split(', '))
        if (method !== 'HEAD') found.push(`${method} ${path}`);
    }
    return found.sort();
  }

  it('documents every API route with a summary, a success schema and bearer security where needed', async () => {
    expect(registeredApiRoutes()).toEqual([...apiOperations].sort());
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ErrorCode).toMatchObject({ type: 'string', enum: [...ERROR_CODES] });
    for (const operation of apiOperations) {
      const [method, path] = operation.split(' ') as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()];
      expect(op, operation).toBeDefined();
      expect(op.summary, operation).toEqual(expect.any(String));
      const success = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
      if (noContent.has(operation)) expect(op.responses['204'], operation).toBeDefined();
      else if (calendarFiles.has(operation))
        expect(success?.content?.['text/calendar']?.schema, operation).toMatchObject({ type: 'string' });
      else if (csvFiles.has(operation))
        expect(success?.content?.['text/csv']?.schema, operation).toMatchObject({ type: 'string' });
      else if (htmlPages.has(operation))
        expect(success?.content?.['text/html']?.schema, operation).toMatchObject({ type: 'string' });
      else if (pdfFiles.has(operation))
        expect(success?.content?.['application/pdf']?.schema, operation).toMatchObject({ type: 'string' });
      else expect(success?.content?.['application/json']?.schema, operation).toBeDefined();
      expect(Boolean(op.security?.some((s: object) => 'bearerAuth' in s)), operation).toBe(
        signedIn.has(operation) || operatorOnly.has(operation),
      );
      if (signedIn.has(operation)) expect(op.responses['401'], operation).toBeDefined();
      if (operatorOnly.has(operation)) expect(op.responses['404'], operation).toBeDefined();
      // A failure the route does not name (a 413, a 429, a 500) is still declared: { message, code } only.
      for (const range of ['4XX', '5XX']) {
        const schema = op.responses[range]?.content?.['application/json']?.schema;
        expect(schema, `${operation} ${range}`).toMatchObject({
          properties: { message: { type: 'string' }, code: { $ref: '#/components/schemas/ErrorCode' } },
          additionalProperties: false,
        });
      }
    }
  });

  it('never documents a password in a response', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = JSON.stringify(
      Object.values(doc.paths).flatMap((p) => Object.values(p as object).map((op) => op.responses)),
    );
    expect(responses).not.toContain('"password"');
  });
});

describe('logs', () => {
  it('carry no passwords, tokens or query parameters, even when a query fails', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk;
        done();
      },
    });
    const testDb = await createTestDatabase();
    const app = await buildApp({
      database: testDb.database,
      logger: { ...(loggerOptions('trace') as object), stream },
      // The database is closed under the running app below; no worker should be polling it then.
      notifications: { inProcessWorker: false },
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_ACCOUNTS.maya.email, password: DEMO_PASSWORD },
      });
      const { token } = signIn.json();
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
      // The calendar feed's secret is its URL: the request log must not carry it.
      const feed = await app.inject({
        method: 'POST',
        url: '/api/user/calendar-feed',
        headers: bearer(token),
      });
      const feedPath = new URL(feed.json().url).pathname;
      const feedSecret = feedPath.slice('/api/calendar/'.length, -'.ics'.length);
      expect((await app.inject({ method: 'GET', url: `${feedPath}?x=1` })).statusCode).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_ACCOUNTS.maya.email, password: 'a-wrong-secret' },
      });
      // With the database gone, the sign-up's query fails: the log must show the SQL, not its values.
      await testDb.database.close();
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'secret.person@example.com',
          username: 'secret_person',
          password: 'hunter2 hunter2',
        },
      });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(JSON.stringify(failed.json())).not.toMatch(/select|users|secret/i);

      expect(logged).toContain('incoming request');
      expect(logged).toContain('/api/calendar/[redacted]');
      expect(logged).toMatch(/Failed query: select/);
      for (const secret of [
        DEMO_PASSWORD,
        token,
        'a-wrong-secret',
        'secret.person@example.com',
        'secret_person',
        'hunter2',
        feedSecret,
      ]) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await app.close();
      await testDb.close().catch(() => {});
    }
  });
});
