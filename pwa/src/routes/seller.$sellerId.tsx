import { createFileRoute } from '@tanstack/react-router';
import { sellerVideosQueryOptions } from '../features/clips/api/getSellerVideos.ts';
import { SellerPage } from '../features/clips/components/SellerPage.tsx';
import { SellerPageError } from '../features/clips/components/ClipsErrorScreens.tsx';
import { sellerPageSearchSchema } from '../features/clips/sellerPageSearch.ts';

export const Route = createFileRoute('/seller/$sellerId')({
  validateSearch: sellerPageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(sellerVideosQueryOptions(params.sellerId, deps.page)),
  errorComponent: SellerPageError,
  component: SellerRoute,
});

function SellerRoute() {
  const { sellerId } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SellerPage
      sellerId={sellerId}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
