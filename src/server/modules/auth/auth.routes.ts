import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginInputSchema,
  loginResponseSchema,
  messageSchema,
  registerInputSchema,
  registerResponseSchema,
} from '../../../common/schemas/auth';
import { errorSchema } from '../../../common/schemas/error';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  passwordResetCheckResponseSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../../common/schemas/password-reset';
import { bearerToken } from '../../lib/bearer-token';
import { BEARER_SECURITY } from '../../plugins/auth';
import { login, logout, register } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from './password-reset.service';

export const authRoutes: FastifyPluginAsyncZod<{ throttle: LoginThrottle }> = async (app, { throttle }) => {
  // Every route here but sign-out is open to anyone, so each is rate-limited per address.
  const limited = { config: { rateLimit: app.authRateLimit } };
  const doc = (summary: string) => ({ tags: ['auth'], summary });

  app.post(
    '/api/auth/register',
    {
      ...limited,
      schema: {
        ...doc('Create an account (student or studio owner); answers the user and a bearer token, signed in'),
        body: registerInputSchema,
        response: { 201: registerResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(app.db, request.body, request.headers['user-agent'], app.clock())),
  );

  app.post(
    '/api/auth/login',
    {
      ...limited,
      schema: {
        ...doc('Sign in with e-mail and password; returns the user and a bearer token (30 days)'),
        body: loginInputSchema,
        response: {
          200: loginResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    (request) =>
      login(app.db, throttle, request.ip, request.body, request.headers['user-agent'], app.clock()),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Revoke the bearer token this request carries'),
        security: BEARER_SECURITY,
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await logout(app.db, bearerToken(request.headers.authorization) as string);
      return { message: 'You have been signed out.' };
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      ...limited,
      schema: {
        ...doc(
          'Forgot password: e-mails a single-use link, valid 30 minutes; the same answer for any address',
        ),
        body: passwordResetRequestSchema,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, request.body.email, app.clock());
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED });
    },
  );

  // A POST, so the token travels in the body and never in a logged URL.
  app.post(
    '/api/auth/password-reset/check',
    {
      ...limited,
      schema: {
        ...doc('Whether an e-mailed reset link still works (not used, not expired); uses nothing up'),
        body: passwordResetCheckSchema,
        response: { 200: passwordResetCheckResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    (request) => checkPasswordReset(app.db, request.body.token, app.clock()),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      ...limited,
      schema: {
        ...doc('Set a new password with the e-mailed token; every session of the account ends'),
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body, app.clock());
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
