import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Response serialization compiled from the route's zod schema: the schema becomes JSON Schema once,
 * at start-up, and fast-json-stringify turns it into a function that writes exactly the declared
 * properties (so nothing unlisted can leak) without validating every value on every request, which
 * made the zod serializer the slowest part of large responses. A schema JSON Schema cannot express
 * (a transform, a custom type) keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route);
  }
  // biome-ignore lint/suspicious/noExplicitAny: fast-json-stringify accepts any JSON Schema object
  return fastJson(jsonSchema as any);
};
