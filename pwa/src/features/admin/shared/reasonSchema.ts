import { z } from 'zod';
import { REJECTION_REASON_MAX } from '../../../lib/constants.ts';

/**
 * The reason a TextConfirmDialog asks for (refund, failed payout): required, at most the server's
 * REJECTION_REASON_MAX characters, with the screen's own Thai texts.
 */
export const reasonSchema = (texts: { reasonRequired: string; reasonTooLong: string }) =>
  z.object({
    text: z.string().trim().min(1, texts.reasonRequired).max(REJECTION_REASON_MAX, texts.reasonTooLong),
  });
