import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

/** JSON bodies nest no deeper than this: Attune's deepest body is one object of plain fields. */
const MAX_JSON_DEPTH = 8;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing it, so a body of
 * ten thousand brackets costs one pass over its bytes and no recursion. Brackets inside strings
 * (escapes included) do not count.
 */
export function jsonDepth(text: string, stopAbove = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

// Control characters other than tab, line feed and carriage return (which a message may hold).
// PostgreSQL refuses NUL in text outright; the others have no place in anything a person types.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string holding a control character, e.g. "email" or "query.location". */
function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return path;
    const found = controlCharacterAt(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseControlCharacters(request: FastifyRequest) {
  const field =
    controlCharacterAt(request.query, '') ??
    controlCharacterAt(request.params, '') ??
    controlCharacterAt(request.body, '');
  if (field !== undefined) {
    throw badRequest(`${field || 'The request'} contains characters that are not allowed.`);
  }
}

/**
 * What every request's input must be before any route sees it: JSON no deeper than MAX_JSON_DEPTH
 * (checked before parsing), and no control characters in any query, path or body string (a 400
 * naming the field, rather than a database error). The body size limit is Fastify's `bodyLimit`.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Many clients label an empty POST as JSON: it is no body, for the route's schema to judge (an
    // action whose body is optional takes it; one that needs a body names what is missing).
    if (body === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(badRequest('The request body is nested too deeply.'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) refuseControlCharacters(request);
  });
});
