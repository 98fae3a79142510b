import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { badRequest } from '../../lib/http-errors';
import { switchOff, unsubscribeKey } from './unsubscribe.repository';
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from './unsubscribe-page';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token';

const query = z.object({ token: z.string({ error: 'token is missing' }).max(200, 'token is too long') });
const htmlPage = { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } };
const HTML = 'text/html; charset=utf-8';
const INVALID = 'This unsubscribe link is not valid: the token is wrong or incomplete.';

/**
 * The https target of an optional e-mail's List-Unsubscribe (RFC 8058). The signed token is the
 * credential, so no sign-in: POST (the mail client's one click, or the page's button) switches that
 * kind of message off and answers 200; GET only shows what the button would do.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click POST's body is the form `List-Unsubscribe=One-Click`: nothing in it to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _body, done) =>
    done(null, undefined),
  );
  const doc = (summary: string) => ({ tags: ['notifications'], summary, querystring: query });
  const read = async (token: string) => readUnsubscribeToken(await unsubscribeKey(app.db), token);

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        ...doc('The page of an unsubscribe link: what it switches off, and a button to do it'),
        response: { 200: htmlPage, 400: htmlPage },
      },
    },
    async (request, reply) => {
      const target = await read(request.query.token);
      reply.type(HTML).header('cache-control', 'private, no-store');
      if (!target) return reply.code(400).send(invalidLinkPage());
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(confirmUnsubscribePage(target.kind, action));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        ...doc('Switch one kind of optional e-mail off for the person the signed token names (one click)'),
        response: { 200: htmlPage, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const target = await read(request.query.token);
      if (!target || !(await switchOff(app.db, target.userId, target.kind))) {
        throw badRequest(INVALID, 'UNSUBSCRIBE_LINK_INVALID');
      }
      return reply
        .type(HTML)
        .header('cache-control', 'private, no-store')
        .send(unsubscribedPage(target.kind));
    },
  );
};
