import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useT } from '#client/i18n/use-t.ts';

interface AdminMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** The success text (titled 'Success', docs/product/messages.md) and the failure default (titled 'Error'), in the page's language. */
  texts: { success: string; failure: string };
  /** Lists to refetch after success. */
  invalidates?: QueryKey[];
  onSuccess?: (result: TResult, input: TInput) => void;
}

/**
 * An admin panel mutation with the toasts of docs/product/messages.md: 'Success' with the success text, or a
 * destructive 'Error' with the server's message (else the default), then the lists refetch.
 */
export function useAdminMutation<TInput = void, TResult = unknown>({ mutationFn, texts, invalidates = [], onSuccess }: AdminMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  const { t } = useT();
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      toast({ title: t('admin-panel.toast.success'), description: texts.success, variant: 'success' });
      onSuccess?.(result, input);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast({ title: t('admin-panel.toast.error'), description: serverMessage(error, texts.failure), variant: 'destructive' }),
  });
}
