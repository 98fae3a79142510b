import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import {
  markReadInputSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from '../../../common/schemas/notification';
import { BEARER_SECURITY, currentUser } from '../../plugins/auth';
import {
  getPreferences,
  listNotifications,
  markNotificationsRead,
  setPreferences,
} from './notifications.service';

/** The signed-in user's own notifications (the bell) and which optional messages they receive. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate };
  const doc = (summary: string) => ({ tags: ['notifications'], summary, security: BEARER_SECURITY });

  app.get(
    '/api/user/notifications',
    {
      ...guarded,
      schema: {
        ...doc('Your notifications, newest first, with the unread count'),
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => listNotifications(app.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/user/notifications/read',
    {
      ...guarded,
      schema: {
        ...doc('Mark some of your notifications read ({ ids }) or all of them ({ all: true })'),
        body: markReadInputSchema,
        response: { 200: unreadCountSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => markNotificationsRead(app.db, currentUser(request).id, request.body, app.clock()),
  );

  app.get(
    '/api/user/notification-preferences',
    {
      ...guarded,
      schema: {
        ...doc('Whether you receive reminders and review invitations'),
        response: { 200: notificationPreferencesSchema, 401: errorSchema },
      },
    },
    (request) => getPreferences(app.db, currentUser(request).id),
  );

  app.put(
    '/api/user/notification-preferences',
    {
      ...guarded,
      schema: {
        ...doc('Turn reminders and review invitations on or off; transactional messages always go'),
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => setPreferences(app.db, currentUser(request).id, request.body),
  );
};
