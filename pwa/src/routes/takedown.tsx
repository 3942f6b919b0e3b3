import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TakedownPage } from '../features/legal/components/TakedownPage.tsx';
import { CLIP_REFERENCE_MAX } from '../lib/constants.ts';
import { siteQueryOptions } from '../lib/site.ts';

/** `?clip=` prefills the form when the page is opened from a clip. */
const takedownSearchSchema = z.object({
  clip: z.catch(z.optional(z.string().check(z.maxLength(CLIP_REFERENCE_MAX))), undefined),
});

export const Route = createFileRoute('/takedown')({
  validateSearch: takedownSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(siteQueryOptions()),
  component: TakedownRoute,
});

function TakedownRoute() {
  const { clip } = Route.useSearch();
  return <TakedownPage clipReference={clip} />;
}
