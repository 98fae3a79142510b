import type { ZodType } from 'zod';
import { serializerCompiler } from '../../src/server/lib/serializer';

/**
 * What the route's own serializer writes for an array of `item` at `url` (a GET answered 200): the
 * bytes a list written by the database (docs/decisions/0089, 0101) must equal.
 */
export function listSerializer(item: ZodType, url: string): (value: unknown) => string {
  return serializerCompiler({
    schema: item.array(),
    method: 'GET',
    url,
    httpStatus: '200',
  }) as (value: unknown) => string;
}
