import type { PublicKeyAnswer, PushStatus, PushTestAnswer, ReminderSettings } from '@stillpoint/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { subscribeDevice, unsubscribeDevice } from './devicePush';

/** GET /api/push/status: the account's devices and its reminder, asked again each time the settings open (another device may have subscribed). */
export function usePushStatus() {
  return useQuery({ queryKey: queryKeys.push, queryFn: () => apiJson<PushStatus>('GET', '/api/push/status'), staleTime: 0 }, queryClient);
}

const setStatus = (status: PushStatus) => queryClient.setQueryData(queryKeys.push, status);

/** Subscribes this browser (the VAPID key from GET /api/push/public-key) and stores it with POST /api/push/subscribe; a refusal ends the browser's subscription. */
export function useEnablePush() {
  return useMutation(
    {
      mutationFn: async () => {
        const { publicKey } = await apiJson<PublicKeyAnswer>('GET', '/api/push/public-key');
        const subscription = await subscribeDevice(publicKey);
        try {
          return await apiJson<PushStatus>('POST', '/api/push/subscribe', { subscription });
        } catch (error) {
          // The API did not take it (the account's 20 devices, a refused endpoint): the browser's subscription is ended
          // too, so that this device shows off, as it is.
          await unsubscribeDevice().catch((cause: unknown) => console.warn('[push] the refused subscription could not be ended', cause));
          throw error;
        }
      },
      onSuccess: setStatus,
    },
    queryClient,
  );
}

/** Ends this browser's subscription and has the API forget it (POST /api/push/unsubscribe with its endpoint). */
export function useDisablePush() {
  return useMutation(
    {
      mutationFn: async () => {
        const endpoint = await unsubscribeDevice();
        return apiJson<PushStatus>('POST', '/api/push/unsubscribe', endpoint ? { endpoint } : {});
      },
      onSuccess: setStatus,
    },
    queryClient,
  );
}

/** POST /api/push/test: a notification to every device of the account. */
export function useTestPush() {
  return useMutation({ mutationFn: () => apiJson<PushTestAnswer>('POST', '/api/push/test') }, queryClient);
}

/** PUT /api/push/reminder. */
export function useSaveReminder() {
  return useMutation({ mutationFn: (reminder: ReminderSettings) => apiJson<PushStatus>('PUT', '/api/push/reminder', reminder), onSuccess: setStatus }, queryClient);
}
