/** The profile's tabs and its URL state (`?tab=`), in zod/mini: route search schemas load at start. */
import * as z from 'zod/mini';

export const PROFILE_TABS = [
  'personal',
  'uploads',
  'earnings',
  'purchases',
  'requests',
  'complaints',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(PROFILE_TABS)), undefined),
  /** The complaints tab opened from a clip or a purchase ("แจ้งปัญหา"), or from a report link. */
  clipId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  purchaseId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  report: z.catch(z.optional(z.boolean()), undefined),
});
export type ProfileSearch = z.infer<typeof profileSearchSchema>;
