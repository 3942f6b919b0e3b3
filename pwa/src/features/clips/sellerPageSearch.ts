/**
 * The URL state of a seller's page (`?page=`). Its own module, in zod/mini: the route checks it
 * from the first page on, while the seller's API module (classic zod) loads only with the page.
 */
import * as z from 'zod/mini';

export const sellerPageSearchSchema = z.object({
  page: z.catch(z.optional(z.number().check(z.int(), z.gte(1))), undefined),
});
export type SellerPageSearch = z.infer<typeof sellerPageSearchSchema>;
