import { Link } from '@tanstack/react-router';
import { formatMembershipAge } from '../../../lib/format.ts';
import { clipDetail } from '../clipsTexts.ts';
import { common } from '../../../lib/texts.ts';

interface SellerBlockProps {
  seller: { _id: string; displayName: string; createdAt?: string | null; memberSince?: string | null };
  /** On the seller's own page the name needs no link to itself. */
  linked?: boolean;
  headingLevel?: 'h1' | 'h2';
}

/** The seller's name (linking to /seller/{id}) and how long they have been a member. */
export function SellerBlock({ seller, linked = true, headingLevel = 'h2' }: SellerBlockProps) {
  const name = seller.displayName || common.unknown;
  const since = seller.memberSince ?? seller.createdAt;
  const Heading = headingLevel;
  return (
    <section className="seller" aria-labelledby={`seller-${seller._id}`}>
      <Heading id={`seller-${seller._id}`}>{clipDetail.seller}</Heading>
      <p className="seller__name">
        {linked ? (
          <Link
            to="/seller/$sellerId"
            params={{ sellerId: seller._id }}
            aria-label={clipDetail.sellerNameLink(name)}
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </p>
      {since && (
        <p className="muted">
          {clipDetail.memberFor} {formatMembershipAge(since)}
        </p>
      )}
      {linked && (
        <Link to="/seller/$sellerId" params={{ sellerId: seller._id }}>
          {clipDetail.sellerPage}
        </Link>
      )}
    </section>
  );
}
