import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/TermsPage.tsx';
import { siteQueryOptions } from '../lib/site.ts';

export const Route = createFileRoute('/terms')({
  // Not awaited: the page and its headings show at once, the company details fill in.
  loader: ({ context }) => void context.queryClient.prefetchQuery(siteQueryOptions()),
  component: TermsPage,
});
