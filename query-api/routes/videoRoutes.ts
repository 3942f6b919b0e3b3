import type { Router } from 'express';
import { z } from 'zod';
import { categorySchema, vehicleTypeSchema } from '../../events/clip/clipEvents.ts';
import {
  DASHBOARD_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
} from '../../events/constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { getClip } from '../queries/getClip.ts';
import { listApprovedClips } from '../queries/listApprovedClips.ts';
import { listSellerClips } from '../queries/listSellerClips.ts';
import { searchApprovedClips } from '../queries/searchApprovedClips.ts';
import type { SearchIndex } from '../search/searchIndex.ts';
import { idParams, pageQuery } from './querySchemas.ts';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);
const price = z.coerce.number().int().min(PRICE_MIN_BAHT).max(PRICE_MAX_BAHT).optional();
const date = z.iso
  .date()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const listVideosQuery = z
  .object({
    search: optionalText,
    province: optionalText,
    district: optionalText,
    category: categorySchema.optional(),
    vehicleType: vehicleTypeSchema.optional(),
    minPrice: price,
    maxPrice: price,
    dateFrom: date,
    dateTo: date,
    // Without a keyword relevance means nothing: such a request is ordered newest first.
    sortBy: z.enum(['relevance', 'newest', 'oldest', 'price_low', 'price_high', 'views']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DASHBOARD_PAGE_SIZE),
  })
  .strict();

export function videoRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  searchIndex: SearchIndex,
): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/videos',
    summary:
      'Approved clips, filtered, sorted and paged; a keyword searches Thai-aware, by relevance by default',
    access: 'public',
    query: listVideosQuery,
    async handle({ query }) {
      if (query.search) return { data: await searchApprovedClips(db, searchIndex, query) };
      const sortBy = query.sortBy === undefined || query.sortBy === 'relevance' ? 'newest' : query.sortBy;
      return { data: await listApprovedClips(db, { ...query, sortBy }) };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/videos/:id',
    summary:
      'One clip with every detail and related clips; clips not on sale only for their seller and admins',
    access: 'public',
    params: idParams,
    async handle({ params, actor }) {
      const video = await getClip(db, params.id, actor);
      if (!video) throw new ApiError(404, 'NOT_FOUND', th.clip.notFound);
      return { data: video };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/videos/user/:id',
    summary: 'The seller page: a seller and their clips on sale, paged',
    access: 'public',
    params: idParams,
    query: pageQuery(DASHBOARD_PAGE_SIZE),
    async handle({ params, query }) {
      const page = await listSellerClips(db, params.id, query);
      if (!page) throw new ApiError(404, 'NOT_FOUND', th.clip.sellerNotFound);
      return { data: page };
    },
  });
}
