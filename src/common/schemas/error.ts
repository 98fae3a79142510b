import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

/**
 * The one error shape every 4xx/5xx answer uses: a sentence for people and a stable code for
 * programs (src/common/error-codes.ts), listed as an enum in the OpenAPI document.
 */
export const errorSchema = z.object({
  message: z.string(),
  // One named schema (`ErrorCode` in the document's components) that every error answer refers to,
  // rather than the whole list written out in each of them.
  code: z.enum(ERROR_CODES).meta({
    id: 'ErrorCode',
    description: 'Stable identifier of the refusal; decide on this, not on the message.',
  }),
});
