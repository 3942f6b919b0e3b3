/**
 * GET /verify?sha256=: does a file with this fingerprint match the original of a clip listed or
 * sold here. Public and anonymous: the answer holds no personal data and does not depend on who asks.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientOptionalText } from '../../../lib/lenientSchemas.ts';

export const VERIFIED_STATUSES = ['listed', 'sold', 'removed'] as const;

const verifiedClipSchema = z.object({
  uploadedAt: lenientOptionalText,
  incidentDate: lenientOptionalText,
  incidentTime: lenientOptionalText,
  province: lenientOptionalText,
  district: lenientOptionalText,
  title: lenientOptionalText,
  status: z.enum(VERIFIED_STATUSES).catch('removed'),
  salesCount: z.number().catch(0),
});
export type VerifiedClip = z.output<typeof verifiedClipSchema>;

const verificationSchema = z.object({ match: z.boolean(), clips: z.array(verifiedClipSchema) });
export type Verification = z.output<typeof verificationSchema>;

export function verifyFingerprint(sha256: string, signal?: AbortSignal): Promise<Verification> {
  return apiRequest('/verify', { query: { sha256 }, schema: verificationSchema, signal, anonymous: true });
}

export const verifyQueryOptions = (sha256: string) =>
  queryOptions({
    queryKey: ['verify', sha256] as const,
    queryFn: ({ signal }) => verifyFingerprint(sha256, signal),
  });
