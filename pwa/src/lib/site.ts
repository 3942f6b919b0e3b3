/**
 * GET /site: the company behind the marketplace, its support contact and how long data is kept,
 * from the server's configuration (COMPANY_*, SUPPORT_*). The footer, the about page and the legal
 * pages all show them; nothing in the PWA spells a contact detail itself.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './apiClient.ts';

export const siteSchema = z.object({
  company: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  support: z.object({
    email: z.string(),
    privacyEmail: z.string(),
    phone: z.string(),
    lineId: z.string(),
    hours: z.string(),
  }),
  retention: z.object({
    listingLifetimeDays: z.number(),
    downloadWindowDays: z.number(),
    abandonedUploadHours: z.number(),
    erasedMediaCacheHours: z.number(),
    accountingRecordsYears: z.number(),
  }),
});
export type Site = z.infer<typeof siteSchema>;

export const siteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: () => apiRequest('/site', { schema: siteSchema, anonymous: true }),
    staleTime: Infinity,
  });

/** The site's details, or undefined while they load (or when the server cannot be reached). */
export function useSite(): Site | undefined {
  return useQuery(siteQueryOptions()).data;
}

/** `tel:` wants the digits only: 02-026-3456 → tel:020263456. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A LINE official account id (`@dashclip`) opens as a chat link. */
export const lineHref = (lineId: string) => `https://line.me/R/ti/p/${encodeURIComponent(lineId)}`;
