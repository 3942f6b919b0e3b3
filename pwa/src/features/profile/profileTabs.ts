/** The profile's tabs and its URL state (`?tab=`). */
import { z } from 'zod';

export const PROFILE_TABS = ['personal', 'uploads', 'earnings', 'purchases', 'complaints'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileSearchSchema = z.object({
  tab: z.enum(PROFILE_TABS).optional().catch(undefined),
  /** The complaints tab opened from a clip or a purchase ("แจ้งปัญหา"), or from a report link. */
  clipId: z.string().min(1).max(100).optional().catch(undefined),
  purchaseId: z.string().min(1).max(100).optional().catch(undefined),
  report: z.boolean().optional().catch(undefined),
});
export type ProfileSearch = z.infer<typeof profileSearchSchema>;
