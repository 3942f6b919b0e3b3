import type { Satang } from './money.ts';

/** The platform's share of a sale in percent (the spec's gp25). */
export const PLATFORM_FEE_PERCENT = 25;

/** The platform's share of a sale (the spec's gp25), rounded to the satang. */
export const platformShare = (gross: Satang): Satang => Math.round((gross * PLATFORM_FEE_PERCENT) / 100);

/** The seller's share: whatever the platform does not keep, so no satang is lost to rounding. */
export const sellerShare = (gross: Satang): Satang => gross - platformShare(gross);
