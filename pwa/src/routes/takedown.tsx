import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TakedownPage } from '../features/legal/components/TakedownPage.tsx';
import { CLIP_REFERENCE_MAX } from '../lib/constants.ts';
import { siteQueryOptions } from '../lib/site.ts';

/** `?clip=` prefills the form when the page is opened from a clip. */
const takedownSearchSchema = z.object({
  clip: z.string().max(CLIP_REFERENCE_MAX).optional().catch(undefined),
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
