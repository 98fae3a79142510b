import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  deviceSchema,
  passwordChangedSchema,
  profileSchema,
  updateProfileInputSchema,
} from '../../../common/schemas/account';
import { messageSchema } from '../../../common/schemas/auth';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { requestContext } from '../../context';
import { currentTokenId, currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import type { LoginThrottle } from '../auth/login-throttle';
import {
  becomeOwner,
  changePassword,
  deleteAccount,
  editProfile,
  exportAccount,
  getProfile,
  listDevices,
  signOutDevice,
  signOutOtherDevices,
} from './account.service';

/** The signed-in person's own account: profile, devices, password, export and deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{ throttle: LoginThrottle }> = async (
  app,
  { throttle },
) => {
  const { guarded, doc } = guardedRoutes(app, 'account');
  const check = (request: FastifyRequest) => ({ throttle, ip: request.ip });

  app.get(
    '/api/user/profile',
    {
      ...guarded,
      schema: { ...doc('The signed-in user'), response: { 200: profileSchema, 401: errorSchema } },
    },
    (request) => getProfile(app.db, currentUser(request).id),
  );

  app.patch(
    '/api/user/profile',
    {
      ...guarded,
      schema: {
        ...doc('Edit your name, username and phone; the fields sent are changed'),
        body: updateProfileInputSchema,
        response: { 200: profileSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    (request) => editProfile(app.db, currentUser(request).id, request.body),
  );

  app.post(
    '/api/user/become-owner',
    {
      ...guarded,
      schema: {
        ...doc(
          'List a studio with this account: it becomes a studio owner’s, keeps its bookings and its sign-in; the same for an owner; an operator’s is a 409',
        ),
        response: { 200: profileSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    (request) => becomeOwner(requestContext(app, request)),
  );

  app.get(
    '/api/user/sessions',
    {
      ...guarded,
      schema: {
        ...doc('Your signed-in devices, most recently used first'),
        response: { 200: deviceSchema.array(), 401: errorSchema },
      },
    },
    (request) => listDevices(app.db, currentUser(request).id, currentTokenId(request)),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      ...guarded,
      schema: {
        ...doc('Sign one of your devices out'),
        params: idParamsSchema,
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await signOutDevice(app.db, currentUser(request).id, request.params.id);
      return { message: 'That device has been signed out.' };
    },
  );

  app.delete(
    '/api/user/sessions',
    {
      ...guarded,
      schema: { ...doc('Sign out everywhere else'), response: { 200: messageSchema, 401: errorSchema } },
    },
    async (request) => {
      await signOutOtherDevices(app.db, currentUser(request).id, currentTokenId(request));
      return { message: 'You have been signed out everywhere else.' };
    },
  );

  app.post(
    '/api/user/password',
    {
      ...guarded,
      config: { rateLimit: app.authRateLimit },
      schema: {
        ...doc(
          'Change your password: every other device is signed out and earlier reset links stop working; calendarFeedActive says a calendar feed link still works (reset it with POST /api/user/calendar-feed)',
        ),
        body: changePasswordInputSchema,
        response: { 200: passwordChangedSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { calendarFeedActive } = await changePassword(
        app.db,
        check(request),
        currentUser(request),
        currentTokenId(request),
        request.body,
        app.clock(),
      );
      return {
        message: 'Your password has been changed. Other devices have been signed out.',
        calendarFeedActive,
      };
    },
  );

  app.get(
    '/api/user/export',
    {
      ...guarded,
      schema: {
        ...doc('Every record Attune holds about you, as a JSON download'),
        response: { 200: z.record(z.string(), z.unknown()), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('content-disposition', 'attachment; filename="attune-data.json"');
      return exportAccount(app.db, app.healthData, user.id, user.email, app.clock());
    },
  );

  app.delete(
    '/api/user',
    {
      ...guarded,
      config: { rateLimit: app.authRateLimit },
      schema: {
        ...doc('Delete your account: upcoming bookings are cancelled and your details erased'),
        body: deleteAccountInputSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await deleteAccount(requestContext(app, request), check(request), request.body.password);
      return { message: 'Your account has been deleted.' };
    },
  );
};
