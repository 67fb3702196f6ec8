import type { ContactAnswer, ContactBody } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';

/** POST /api/contact: Help and Feedback's message (commercial.md §5). */
export function useSendContact() {
  return useMutation({ mutationFn: (body: ContactBody) => apiJson<ContactAnswer>('POST', '/api/contact', body) }, queryClient);
}
