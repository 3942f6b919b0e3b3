/** GET /search/suggest?q=: typeahead under the keyword box (clip titles, then places). */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { SUGGEST_MIN_CHARS } from '../../../lib/constants.ts';
import { searchKeys } from './searchVideos.ts';

const suggestionSchema = z.object({
  kind: z.enum(['title', 'place']),
  text: z.string(),
  province: z.string().nullish().catch(null),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const suggestionsSchema = z.object({
  suggestions: z
    .array(z.unknown())
    .transform((items) => items.flatMap((item) => suggestionSchema.safeParse(item).data ?? [])),
});

export const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) =>
      apiRequest('/search/suggest', { query: { q }, schema: suggestionsSchema, signal }).then(
        (answer) => answer.suggestions,
      ),
    enabled: q.length >= SUGGEST_MIN_CHARS,
    staleTime: 60_000,
  });
