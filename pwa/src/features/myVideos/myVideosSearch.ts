/**
 * The URL state of My videos (`?page=`). Its own module, in zod/mini: the route checks it from the
 * first page on, while the list's API module (classic zod) loads only with the page.
 */
import * as z from 'zod/mini';

export const myVideosSearchSchema = z.object({
  page: z.catch(z.optional(z.number().check(z.int(), z.gte(1))), undefined),
});
export type MyVideosSearch = z.infer<typeof myVideosSearchSchema>;
