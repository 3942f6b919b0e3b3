import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../events/constants.ts';

export const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

export const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const limit = (pageSize: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(pageSize);

export const pageQuery = (pageSize: number) => z.object({ page, limit: limit(pageSize) }).strict();

/** Free text an admin list searches by; empty means no search. */
export const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

/** An optional choice where '' and 'all' (the admin screens' "all") mean no filter. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(values, { error: message })
    .optional()
    .or(z.enum(['', 'all']).transform(() => undefined));
