/** GET /videos/user/{sellerId}: the seller page — the seller and their clips on sale, paged. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';
import { paginationSchema, videoSchema } from './videoSchema.ts';

const sellerSchema = z.object({
  _id: z.string(),
  displayName: z
    .string()
    .nullish()
    .transform((name) => name ?? ''),
  createdAt: z.string().nullish().catch(null),
  memberSince: z.string().nullish().catch(null),
});
export type Seller = z.infer<typeof sellerSchema>;

export const sellerVideosSchema = z.object({
  seller: sellerSchema,
  videos: z.array(videoSchema).catch([]),
  pagination: paginationSchema,
});
export type SellerVideos = z.infer<typeof sellerVideosSchema>;

export function getSellerVideos(sellerId: string, page: number, signal?: AbortSignal): Promise<SellerVideos> {
  return apiRequest(`/videos/user/${encodeURIComponent(sellerId)}`, {
    query: { page, limit: DASHBOARD_PAGE_SIZE },
    schema: sellerVideosSchema,
    signal,
  });
}

export const sellerVideosQueryOptions = (sellerId: string, page: number) =>
  queryOptions({
    queryKey: ['clips', 'seller', sellerId, page],
    queryFn: ({ signal }) => getSellerVideos(sellerId, page, signal),
  });
