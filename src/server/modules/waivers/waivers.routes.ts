import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import {
  signWaiverInputSchema,
  userWaiverSignaturesSchema,
  waiverInputSchema,
  waiverSavedSchema,
  waiverSchema,
  waiverSignatureSchema,
} from '../../../common/schemas/waiver';
import { requestContext } from '../../context';
import { notFound } from '../../lib/http-errors';
import { BEARER_SECURITY, currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { currentWaiver, saveWaiver } from './documents.service';
import { signWaiver } from './sign.service';
import { listSignatures, signaturePdf } from './signatures.service';

// Issue 66: a studio's waiver with its health and intake questions, signed before booking
// (docs/decisions/0128). The gate itself is in the places module (rules/waiver-gate).

const PDF_FILE = /^([0-9a-f-]{36})\.pdf$/i;

export const waiversRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = guardedRoutes(app, 'waivers', 'owner');
  const signedIn = guardedRoutes(app, 'waivers');

  app.put(
    '/api/studios/:id/waiver',
    {
      ...owner.guarded,
      schema: {
        ...owner.doc(
          'Save a new version of your studio’s waiver and its questions (201 { version }); versions are never edited',
        ),
        params: idParamsSchema,
        body: waiverInputSchema,
        response: {
          201: waiverSavedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveWaiver(requestContext(app, request), request.params.id, request.body)),
  );

  app.get(
    '/api/studios/:id/waiver',
    {
      schema: {
        tags: ['waivers'],
        summary: 'The studio’s current waiver and questions, to read before signing; 404 when it has none',
        params: idParamsSchema,
        response: { 200: waiverSchema, 404: errorSchema },
      },
    },
    (request) => currentWaiver(app.db, request.params.id),
  );

  app.post(
    '/api/studios/:id/waiver/signatures',
    {
      ...signedIn.guarded,
      schema: {
        ...signedIn.doc(
          'Sign the studio’s current waiver (201); 409 WAIVER_OUTDATED when a newer version was saved since',
        ),
        params: idParamsSchema,
        body: signWaiverInputSchema,
        response: {
          201: waiverSignatureSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await signWaiver(requestContext(app, request), app.healthData, request.params.id, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  app.get(
    '/api/user/waiver-signatures',
    {
      ...signedIn.guarded,
      schema: {
        ...signedIn.doc('The waivers you signed, newest first, each with its PDF'),
        response: { 200: userWaiverSignaturesSchema, 401: errorSchema },
      },
    },
    (request) => listSignatures(app.db, currentUser(request).id),
  );

  app.get(
    '/api/waiver-signatures/:file',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['waivers'],
        summary:
          'A signed waiver as a PDF ({id}.pdf): for the student who signed it and the studio’s owner; 404 to anyone else',
        security: BEARER_SECURITY,
        params: z.object({ file: z.string().max(64) }),
        response: {
          200: { description: 'The signed document', content: { 'application/pdf': { schema: z.string() } } },
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = PDF_FILE.exec(request.params.file)?.[1];
      if (!id) throw notFound('Signature not found');
      const pdf = await signaturePdf(app.db, app.healthData, id, currentUser(request).id, app.clock());
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="waiver-${id}.pdf"`)
          // Health answers: never kept by a browser's or a proxy's cache.
          .header('cache-control', 'no-store')
          // A Buffer is sent as it is, never through the serializer; the schema only documents it.
          .send(Buffer.from(pdf) as unknown as string)
      );
    },
  );
};
