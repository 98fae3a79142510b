import type { FastifyInstance } from 'fastify';
import { BEARER_SECURITY } from './auth';

/**
 * The two things every route behind a bearer token repeats: the hook that lets only signed-in people
 * (or only studio owners) through, and its OpenAPI entry (tag, summary, bearer security). A module
 * takes both once:
 *
 *     const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
 *     app.get('/api/owner/…', { ...guarded, schema: { ...doc('What it does'), response } }, handler);
 */
export function guardedRoutes(app: FastifyInstance, tag: string, who: 'signed-in' | 'owner' = 'signed-in') {
  return {
    guarded: { onRequest: who === 'owner' ? app.authenticateOwner : app.authenticate },
    doc: (summary: string) => ({ tags: [tag], summary, security: BEARER_SECURITY }),
  };
}
