/** The profile's tabs and its URL state (`?tab=`). */
import { z } from 'zod';

export const PROFILE_TABS = ['personal', 'uploads', 'earnings', 'purchases'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileSearchSchema = z.object({
  tab: z.enum(PROFILE_TABS).optional().catch(undefined),
});
export type ProfileSearch = z.infer<typeof profileSearchSchema>;
