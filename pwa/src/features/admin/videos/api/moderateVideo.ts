/**
 * The admin's actions on a clip (admin spec §7): PUT approve, PUT reject {reason}, PUT edit
 * (title, description, one of the six incident categories, price — DESIGN §7), DELETE. After each
 * success the list reloads (admin spec §4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { clipEditFields, clipPrice } from '../../../../lib/clipEditSchema.ts';
import { REJECTION_REASON_MAX } from '../../../../lib/constants.ts';
import { showNotice } from '../../../../lib/notice.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { failureText } from '../../shared/useAdminAction.ts';
import { adminVideoKeys, type AdminVideo } from './getAdminVideos.ts';

/** The first element of every admin query key (['admin', 'videos', …], ['admin', 'history', …]). */
const ADMIN_QUERIES = [adminVideoKeys.all[0]] as const;

export const rejectSchema = z.object({
  reason: z.string().trim().min(1, t.reasonRequired).max(REJECTION_REASON_MAX, t.reasonTooLong),
});
export type RejectInput = z.input<typeof rejectSchema>;
export type Reject = z.output<typeof rejectSchema>;

const { title, description, category, price } = clipEditFields;
export const adminEditSchema = z.object({ title, description, category, price });
export type AdminEditInput = z.input<typeof adminEditSchema>;
export type AdminEdit = z.output<typeof adminEditSchema>;
/** The edit's checks for this clip: its price may reach the requester's when it answers a request. */
export const adminEditSchemaFor = (video: Pick<AdminVideo, 'requestMaxPrice'>) =>
  adminEditSchema.extend({ price: clipPrice(video.requestMaxPrice ?? null) });

export function adminEditValues(video: AdminVideo): AdminEditInput {
  return {
    title: video.title,
    description: video.description,
    category: video.category as AdminEditInput['category'],
    price: String(video.price),
  };
}

const path = (id: string) => `/admin/videos/${encodeURIComponent(id)}`;
const anything = z.unknown();

export type Moderation =
  | { kind: 'approve'; id: string }
  | { kind: 'reject'; id: string; reason: string }
  | { kind: 'edit'; id: string; changes: AdminEdit }
  | { kind: 'delete'; id: string };

export function moderate(action: Moderation): Promise<unknown> {
  switch (action.kind) {
    case 'approve':
      return apiRequest(`${path(action.id)}/approve`, { method: 'PUT', schema: anything });
    case 'reject':
      return apiRequest(`${path(action.id)}/reject`, {
        method: 'PUT',
        body: { reason: action.reason },
        schema: anything,
      });
    case 'edit':
      return apiRequest(path(action.id), { method: 'PUT', body: action.changes, schema: anything });
    case 'delete':
      return apiRequest(path(action.id), { method: 'DELETE', schema: anything });
    default: {
      const never: never = action;
      throw new Error(`unknown moderation ${String(never)}`);
    }
  }
}

export function useModerateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: async () => {
      // The video list, the dashboard's queue and figures and the clip's history all reload
      // (everything under 'admin'); 'clips' (public clip pages) must not keep the old state either.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERIES }),
        queryClient.invalidateQueries({ queryKey: ['clips'] }),
      ]);
    },
  });
}

/**
 * The moderation mutation and `run`: a success shows `done`; a failure rejects with the server's
 * Thai message (or `failed`), so a popup can show it and stay open.
 */
export function useModeration() {
  const moderate = useModerateVideo();
  const run = async (action: Moderation, done: string, failed: string) => {
    try {
      await moderate.mutateAsync(action);
    } catch (error) {
      throw new Error(failureText(error, failed));
    }
    showNotice(done);
  };
  return { moderate, run };
}
