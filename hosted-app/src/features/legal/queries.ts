import type { MessageAnswer } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';

/** POST /api/email/unsubscribe with the trial e-mail's token: no more trial e-mails (the answer says so). */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => apiJson<MessageAnswer>('POST', `/api/email/unsubscribe?${new URLSearchParams({ token })}`) }, queryClient);
}
