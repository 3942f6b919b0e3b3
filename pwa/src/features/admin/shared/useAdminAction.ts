/**
 * An admin action (approve, refund, mark paid, resolve…): on success the lists named by
 * `invalidates` reload (admin spec §4) and a notice confirms; on failure the admin reads why, in
 * Thai, from the server's message (DESIGN.md §7: a failed action is never only logged).
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/apiClient.ts';
import { showNotice } from '../../../lib/notice.ts';
import { adminCommon } from './adminSharedTexts.ts';

export const failureText = (error: unknown, fallback: string = adminCommon.actionFailed) =>
  isApiError(error) && error.message ? error.message : fallback;

export function useAdminAction<Input>(
  run: (input: Input) => Promise<unknown>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async () => {
      // The audit history of whatever changed is stale too.
      await Promise.all(
        [...invalidates, ['admin', 'history']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  /** Runs the action; resolves true on success (after the notice), false after setting the failure. */
  const perform = async (input: Input, done: string, failed?: string): Promise<boolean> => {
    setFailure(null);
    try {
      await mutation.mutateAsync(input);
    } catch (error) {
      setFailure(failureText(error, failed));
      return false;
    }
    showNotice(done);
    return true;
  };
  const reset = () => {
    setFailure(null);
    mutation.reset();
  };
  return { perform, busy: mutation.isPending, failure, reset };
}
