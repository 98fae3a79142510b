import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Response serialization compiled from the route's zod schema: the schema becomes JSON Schema, and
 * fast-json-stringify turns it into a function that writes exactly the declared properties (so
 * nothing unlisted can leak) without validating every value on every request, which made the zod
 * serializer the slowest part of large responses. A schema JSON Schema cannot express (a
 * transform, a custom type) keeps the zod serializer.
 */
function compile(route: Parameters<FastifySerializerCompiler<ZodType>>[0]): Serialize {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route) as Serialize;
  }
  // biome-ignore lint/suspicious/noExplicitAny: fast-json-stringify accepts any JSON Schema object
  return fastJson(jsonSchema as any);
}

/**
 * Compiled on a response schema's first use, not at start-up: there are a few hundred (route ×
 * status), compiling them all took 0.75 s of every start, and most are never used by a given
 * process (each test file starts the whole app and calls a handful of routes). The first answer of
 * each route pays a few milliseconds once.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};
