import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../common/schemas/error';
import { contactInputSchema, createdSchema, waitlistInputSchema } from '../../../common/schemas/forms';
import { conflict } from '../../lib/http-errors';
import { insertContactMessage, insertWaitlistSignup } from './forms.repository';

/** A 5,000-character message in any script fits. */
const FORM_BODY_LIMIT = 32 * 1024;

export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/waitlist',
    {
      config: { rateLimit: app.formRateLimit },
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ['forms'],
        summary: 'Join the waiting list',
        body: waitlistInputSchema,
        response: { 201: createdSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, ...rest } = request.body;
      const row = await insertWaitlistSignup(app.db, { email: email.toLowerCase(), ...rest });
      if (!row) throw conflict('This email is already on the waiting list.', 'EMAIL_TAKEN');
      return reply.code(201).send({ id: row.id, message: 'Welcome to the waiting list!' });
    },
  );

  app.post(
    '/api/contact',
    {
      config: { rateLimit: app.formRateLimit },
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ['forms'],
        summary: 'Send a message to the Attune team',
        body: contactInputSchema,
        response: { 201: createdSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await insertContactMessage(app.db, request.body);
      return reply.code(201).send({ id: row.id, message: 'Message sent!' });
    },
  );
};
