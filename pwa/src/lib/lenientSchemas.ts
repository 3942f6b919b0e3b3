/**
 * Lenient zod pieces for reading API answers: one odd field falls back to a default instead of
 * hiding a whole list (a missing text reads as '', a missing optional text as null).
 */
import { z } from 'zod';

export const lenientText = z
  .string()
  .nullish()
  .transform((value) => value ?? '')
  .catch('');

export const lenientOptionalText = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .catch(null);
