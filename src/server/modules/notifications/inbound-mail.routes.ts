import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { badRequest, notFound } from '../../lib/http-errors';
import { isInboundSecret, presentedSecret, unsubscribeTokenOfMail } from './inbound-mail';
import { switchOff, unsubscribeKey } from './unsubscribe.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export const INBOUND_MAIL_PATH = '/api/mail/inbound';
/** Room for an unsubscribe note and a quoted original; nothing larger is an unsubscribe. */
const BODY_LIMIT = 1024 * 1024;
const MIME_TYPES = ['message/rfc822', 'text/plain', 'application/octet-stream'];
const INVALID = 'This message names no valid unsubscribe token: the token is wrong, incomplete or missing.';

/**
 * The mailto target of List-Unsubscribe (docs/decisions/0081): an inbound-mail provider POSTs each
 * message sent to unsubscribe@ the sending domain here, as raw MIME. The signed token in its subject
 * switches that kind of message off for that person, as the one-click POST does. The provider proves
 * itself with INBOUND_MAIL_TOKEN; without the setting, or without the right secret, there is no route.
 */
export const inboundMailRoutes: FastifyPluginAsyncZod<{ secret?: string }> = async (app, { secret }) => {
  app.addContentTypeParser(MIME_TYPES, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );

  app.post(
    INBOUND_MAIL_PATH,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['notifications'],
        summary:
          'Process a message sent to the unsubscribe address (raw RFC 822, from an inbound-mail provider)',
        description:
          'Needs INBOUND_MAIL_TOKEN, as `Authorization: Bearer <token>` (or as the Basic password); otherwise 404.',
        consumes: MIME_TYPES,
        response: {
          200: z.object({ unsubscribed: z.enum(['reminders', 'review-invites', 'digest']) }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      if (!secret || !isInboundSecret(secret, presentedSecret(request.headers.authorization))) {
        throw notFound(`Route POST:${INBOUND_MAIL_PATH} not found`);
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw badRequest('body is missing: send the raw message as message/rfc822');
      }
      const token = await unsubscribeTokenOfMail(request.body);
      const target = token && readUnsubscribeToken(await unsubscribeKey(app.db), token);
      if (!target || !(await switchOff(app.db, target.userId, target.kind))) {
        throw badRequest(INVALID, 'UNSUBSCRIBE_LINK_INVALID');
      }
      return { unsubscribed: target.kind };
    },
  );
};
