import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/legal/components/PrivacyPage.tsx';
import { siteQueryOptions } from '../lib/site.ts';

export const Route = createFileRoute('/privacy')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(siteQueryOptions()),
  component: PrivacyPage,
});
