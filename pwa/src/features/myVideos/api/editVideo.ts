/**
 * PUT /videos/{id} by the seller. Two forms, one call: the profile uploads tab's modal for clips on
 * sale (title ≤ 100, description ≤ 500, price 300–1500; spec §5 edit modal) and My videos' full
 * form for pending clips (also the upload form's other fields). The fields' checks are the shared
 * clip edit's (lib/clipEditSchema.ts), so a mistake is shown before the request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { clipEditFields, clipPrice } from '../../../lib/clipEditSchema.ts';
import { myVideoKeys } from './getMyVideos.ts';
import type { MyVideo } from './myVideoSchema.ts';

const { title, description, price } = clipEditFields;

export const onSaleEditSchema = z.object({ title, description, price });
export type OnSaleEditInput = z.input<typeof onSaleEditSchema>;
export type OnSaleEdit = z.output<typeof onSaleEditSchema>;
/** The popup's checks for this clip: its price may reach the requester's when it answers a request. */
export const onSaleEditSchemaFor = (video: Pick<MyVideo, 'requestMaxPrice'>) =>
  onSaleEditSchema.extend({ price: clipPrice(video.requestMaxPrice ?? null) });

/** Every field a clip awaiting review may change; the place as text and coordinates. */
export const pendingEditSchema = z.object(clipEditFields);
export type PendingEditInput = z.input<typeof pendingEditSchema>;
export type PendingEdit = z.output<typeof pendingEditSchema>;
export const pendingEditSchemaFor = (video: Pick<MyVideo, 'requestMaxPrice'>) =>
  pendingEditSchema.extend({ price: clipPrice(video.requestMaxPrice ?? null) });

export function onSaleFormValues(video: MyVideo): OnSaleEditInput {
  return { title: video.title, description: video.description, price: String(video.price) };
}

export function pendingFormValues(video: MyVideo): PendingEditInput {
  const coordinates = video.location?.coordinates;
  return {
    title: video.title,
    description: video.description,
    category: video.category as PendingEditInput['category'],
    vehicleType: video.vehicleType as PendingEditInput['vehicleType'],
    price: String(video.price),
    tags: video.tags.join(', '),
    eventDate: video.dateRecorded ?? '',
    eventTime: (video.timeRecorded ?? '').slice(0, 5),
    province: video.location?.province ?? '',
    district: video.location?.district ?? '',
    subDistrict: video.location?.subDistrict ?? '',
    address: video.location?.address ?? '',
    latitude: coordinates ? String(coordinates.lat) : '',
    longitude: coordinates ? String(coordinates.lng) : '',
  };
}

/**
 * The body of PUT /videos/{id} (docs/api.md): form names, location as one block; the preview's
 * incident moment only when the seller moved it.
 */
export type VideoEditBody = (
  | OnSaleEdit
  | (Omit<PendingEdit, 'province' | 'district' | 'subDistrict' | 'address' | 'latitude' | 'longitude'> & {
      location: Pick<
        PendingEdit,
        'province' | 'district' | 'subDistrict' | 'address' | 'latitude' | 'longitude'
      >;
    })
) & { previewMomentSeconds?: number };

export function pendingEditBody(values: PendingEdit): VideoEditBody {
  const { province, district, subDistrict, address, latitude, longitude, ...rest } = values;
  return { ...rest, location: { latitude, longitude, province, district, subDistrict, address } };
}

export function editVideo(id: string, body: VideoEditBody): Promise<unknown> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: z.unknown() });
}

/**
 * POST /videos/{id}/resubmit: a rejected clip, with the full form's fixes, goes back for a new
 * review (docs/api.md); the same body as an edit while pending.
 */
export function resubmitVideo(id: string, body: VideoEditBody): Promise<unknown> {
  return apiRequest(`/videos/${encodeURIComponent(id)}/resubmit`, {
    method: 'POST',
    body,
    schema: z.unknown(),
  });
}

/** Saves an edit (or a resubmission of a rejected clip); the seller's lists and any cached clip page then load afresh. */
export function useEditVideo({ resubmit = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VideoEditBody }) =>
      resubmit ? resubmitVideo(id, body) : editVideo(id, body),
    onSuccess: async () => {
      // 'clips' is the public clip pages' key prefix; an edited title must not linger there.
      // The seller's list and the clip read for its preview moment both sit under myVideoKeys.all.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myVideoKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clips'] }),
      ]);
    },
  });
}
