import { createFileRoute } from '@tanstack/react-router';
import { requestQueryOptions } from '../../features/requests/api/getRequest.ts';
import { RequestPage, RequestPageError } from '../../features/requests/components/RequestPage.tsx';

export const Route = createFileRoute('/requests/$requestId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(requestQueryOptions(params.requestId)),
  errorComponent: RequestPageError,
  component: RequestRoute,
});

function RequestRoute() {
  const { requestId } = Route.useParams();
  // A new key per request: an edit in progress does not carry over to another request's page.
  return <RequestPage key={requestId} requestId={requestId} />;
}
