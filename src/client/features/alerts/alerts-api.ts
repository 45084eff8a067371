import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '#client/lib/api.ts';
import type { AlertConfirmed, AlertPreferences, AlertSubscribeInput } from '#shared/subscribers/alerts.js';
import type { AlertChannelAdded, AlertChannelList, AlertChannelView, ChannelEvent, ChannelKind } from '#shared/subscribers/alert-channels.js';
import { queryKeys } from '#client/api/query-keys.ts';

type Message = { message: string };

async function send<T>(method: string, url: string, body: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/** POST /api/alerts/subscribe: records the opt-in and mails the confirmation link. */
export function useAlertSubscribe() {
  return useMutation({ mutationFn: (input: AlertSubscribeInput) => send<Message>('POST', '/api/alerts/subscribe', input) });
}

/** POST /api/alerts/manage-link: mails the link to "Your status alerts" to an address whose alerts are on. */
export function useSendManageLink() {
  return useMutation({ mutationFn: (email: string) => send<Message>('POST', '/api/alerts/manage-link', { email }) });
}

/** POST /api/alerts/confirm once per token (the confirm page's only call); never retried, never refetched. Answers the token of "Your status alerts". */
export function useConfirmAlerts(token: string) {
  return useQuery({
    queryKey: queryKeys.emailLink('alerts-confirm', token),
    queryFn: () => send<AlertConfirmed>('POST', '/api/alerts/confirm', { token }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export const alertPreferencesQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.alertPreferences(token),
    queryFn: ({ signal }) => getJson<AlertPreferences>(`/api/alerts/preferences?token=${encodeURIComponent(token)}`, signal),
    enabled: token.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useAlertPreferences(token: string) {
  return useQuery(alertPreferencesQuery(token));
}

/** POST /api/alerts/unsubscribe with the link's token; the preferences then read as off. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send<Message>('POST', '/api/alerts/unsubscribe', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertPreferencesQuery(token).queryKey }),
  });
}

/** PUT /api/alerts/preferences: the services the link's subscription covers. */
export function useSaveAlertServices(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: string[]) => send<AlertPreferences & Message>('PUT', '/api/alerts/preferences', { token, serviceIds }),
    onSuccess: (answer) => queryClient.setQueryData(alertPreferencesQuery(token).queryKey, answer),
  });
}

export const alertChannelsQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.alertChannels(token),
    queryFn: ({ signal }) => getJson<AlertChannelList>(`/api/alerts/channels?token=${encodeURIComponent(token)}`, signal),
    enabled: token.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useAlertChannels(token: string) {
  return useQuery(alertChannelsQuery(token));
}

/** POST /api/alerts/channels: the server sends a test message first and keeps the channel if it arrived. */
export function useAddChannel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ChannelKind; target: string; events: ChannelEvent[] }) =>
      send<AlertChannelAdded>('POST', '/api/alerts/channels', { token, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertChannelsQuery(token).queryKey }),
  });
}

export function useRemoveChannel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => send<Message>('DELETE', `/api/alerts/channels/${encodeURIComponent(channelId)}`, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertChannelsQuery(token).queryKey }),
  });
}

export function useResumeChannel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => send<AlertChannelView>('POST', `/api/alerts/channels/${encodeURIComponent(channelId)}/resume`, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertChannelsQuery(token).queryKey }),
  });
}
