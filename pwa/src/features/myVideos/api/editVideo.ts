/**
 * PUT /videos/{id} by the seller. Two forms, one call: the profile uploads tab's modal for clips on
 * sale (title ≤ 100, description ≤ 500, price 300–1500; spec §5 edit modal) and My videos' full
 * form for pending clips (also the upload form's other fields). The schemas mirror the server's
 * checks and messages, so a mistake is shown before the request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import {
  CATEGORIES,
  EDIT_DESCRIPTION_MAX_LENGTH,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THAILAND_BOUNDS,
  TITLE_MAX_LENGTH,
  VEHICLE_TYPES,
} from '../../../lib/constants.ts';
import { clipEdit } from '../../../lib/texts.ts';
import { myVideoKeys } from './getMyVideos.ts';
import type { MyVideo } from './myVideoSchema.ts';

const v = clipEdit.validation;

const title = z.string().trim().min(1, v.titleRequired).max(TITLE_MAX_LENGTH, v.titleTooLong);
const description = z
  .string()
  .trim()
  .min(1, v.descriptionRequired)
  .max(EDIT_DESCRIPTION_MAX_LENGTH, v.descriptionTooLong);
/** The price input gives text; whole baht between the limits. */
const price = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value), v.priceRange)
  .transform(Number)
  .refine((baht) => baht >= PRICE_MIN_BAHT && baht <= PRICE_MAX_BAHT, v.priceRange);

export const onSaleEditSchema = z.object({ title, description, price });
export type OnSaleEditInput = z.input<typeof onSaleEditSchema>;
export type OnSaleEdit = z.output<typeof onSaleEditSchema>;

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value !== '' && Number.isFinite(Number(value)), v.pinOutsideThailand)
    .transform(Number)
    .refine((n) => n >= min && n <= max, v.pinOutsideThailand);

export const pendingEditSchema = z.object({
  title,
  description,
  category: z.enum(CATEGORIES, { error: v.categoryRequired }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: v.vehicleTypeRequired }),
  price,
  tags: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .refine(
      (tags) => tags.length <= TAGS_MAX && tags.every((tag) => tag.length <= TAG_MAX_LENGTH),
      v.tagsTooMany,
    ),
  eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, v.eventDateRequired),
  eventTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, v.eventTimeRequired),
  province: z.string().trim().min(1, v.provinceRequired),
  district: z.string().trim(),
  subDistrict: z.string().trim(),
  address: z.string().trim(),
  latitude: coordinate(THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
  longitude: coordinate(THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
});
export type PendingEditInput = z.input<typeof pendingEditSchema>;
export type PendingEdit = z.output<typeof pendingEditSchema>;

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

/** The body of PUT /videos/{id} (docs/api.md): form names, location as one block. */
export type VideoEditBody =
  | OnSaleEdit
  | (Omit<PendingEdit, 'province' | 'district' | 'subDistrict' | 'address' | 'latitude' | 'longitude'> & {
      location: Pick<
        PendingEdit,
        'province' | 'district' | 'subDistrict' | 'address' | 'latitude' | 'longitude'
      >;
    });

export function pendingEditBody(values: PendingEdit): VideoEditBody {
  const { province, district, subDistrict, address, latitude, longitude, ...rest } = values;
  return { ...rest, location: { latitude, longitude, province, district, subDistrict, address } };
}

export function editVideo(id: string, body: VideoEditBody): Promise<unknown> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: z.unknown() });
}

/** Saves an edit; the seller's lists and any cached clip page then load afresh. */
export function useEditVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VideoEditBody }) => editVideo(id, body),
    onSuccess: async () => {
      // 'clips' is the public clip pages' key prefix; an edited title must not linger there.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myVideoKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clips'] }),
      ]);
    },
  });
}
