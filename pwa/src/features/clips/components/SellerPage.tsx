import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatCompact } from '../../../lib/format.ts';
import { common } from '../../../lib/texts.ts';
import { sellerPage } from '../clipsTexts.ts';
import { sellerVideosQueryOptions } from '../api/getSellerVideos.ts';
import { ClipCard } from './ClipCard.tsx';
import { SellerBlock } from './SellerBlock.tsx';
import { Pager } from '../../../components/Pager.tsx';

interface SellerPageProps {
  sellerId: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** /seller/{sellerId}: who sells, since when, and their clips on sale, a page at a time. */
export function SellerPage({ sellerId, page, onPageChange }: SellerPageProps) {
  const { data } = useSuspenseQuery(sellerVideosQueryOptions(sellerId, page));
  const { seller, videos, pagination } = data;

  return (
    <section className="page">
      <Link to="/dashboard" className="back-link">
        ← {common.backToDashboard}
      </Link>
      <header className="page__header">
        <h1>{seller.displayName || sellerPage.title}</h1>
      </header>
      <SellerBlock seller={seller} linked={false} />

      <h2>{sellerPage.clipsTitle}</h2>
      {pagination.totalCount > 0 && (
        <p className="muted">{sellerPage.totalCount(formatCompact(pagination.totalCount))}</p>
      )}
      {videos.length === 0 ? (
        <p className="muted">{sellerPage.empty}</p>
      ) : (
        <ul className="clip-grid">
          {videos.map((video) => (
            <li key={video._id}>
              <ClipCard video={video} />
            </li>
          ))}
        </ul>
      )}

      <Pager
        page={page}
        totalPages={pagination.totalPages}
        label={sellerPage.pagination}
        onPageChange={onPageChange}
      />
    </section>
  );
}
