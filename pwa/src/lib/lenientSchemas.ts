/**
 * Lenient zod pieces for reading API answers: one odd field falls back to a default instead of
 * hiding a whole list (a missing text reads as '', a missing optional text as null). Written with
 * zod/mini (they load with the app shell); classic `z.object` shapes take them as they are.
 */
import * as z from 'zod/mini';

export const lenientText = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  '',
);

export const lenientOptionalText = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || null),
  ),
  null,
);
