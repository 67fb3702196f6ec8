import type { DeveloperAccess, MessageAnswer, QuickSetupAnswer, TestTrialEmailBody } from '@stillpoint/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';
import { getQueryFn, queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/dev/access: asked each time a developer page opens (the API's gate decides, not the app). */
export function useDeveloperAccess() {
  return useQuery({ queryKey: queryKeys.developerAccess, queryFn: getQueryFn<DeveloperAccess>(), staleTime: 0 }, queryClient);
}

/** POST /api/quick-setup: the test account of this server run. */
export function useQuickSetup() {
  return useMutation({ mutationFn: () => apiJson<QuickSetupAnswer>('POST', '/api/quick-setup') }, queryClient);
}

/** POST /api/email/test-trial-email: one trial e-mail now; the answer says what was sent where. */
export function useSendTestTrialEmail() {
  return useMutation({ mutationFn: (body: TestTrialEmailBody) => apiJson<MessageAnswer>('POST', '/api/email/test-trial-email', body) }, queryClient);
}
