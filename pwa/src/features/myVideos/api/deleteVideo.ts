/** DELETE /videos/{id}: a seller deletes their own clip, whatever its state. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { myVideoKeys } from './getMyVideos.ts';

export function deleteVideo(id: string): Promise<unknown> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myVideoKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clips'] }),
      ]);
    },
  });
}
