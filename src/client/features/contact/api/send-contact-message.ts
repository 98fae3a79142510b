import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../common/schemas/forms';
import { apiRequest } from '../../../lib/api-client';

function sendContactMessage(input: ContactInput) {
  return apiRequest<{ id: string; message: string }>('POST', '/api/contact', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
