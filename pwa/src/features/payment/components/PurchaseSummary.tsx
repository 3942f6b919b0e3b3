import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { formatBaht } from '../../../lib/format.ts';
import { clips } from '../../../lib/texts.ts';
import { payment as t } from '../paymentTexts.ts';
import type { Purchase } from '../api/purchaseSchema.ts';

/** What is being paid for: cover, clip title, description and the amount. */
export function PurchaseSummary({ purchase }: { purchase: Purchase }) {
  return (
    <aside className="payment-summary" aria-label={t.summaryLabel}>
      <div className="payment-summary__media">
        {purchase.thumbnail ? (
          <ClipPicture webp={purchase.thumbnail} alt={t.coverAlt(purchase.title)} lazy={false} />
        ) : (
          <span className="clip-card__no-thumb">{clips.noThumbnail}</span>
        )}
      </div>
      <h2 className="payment-summary__title">{purchase.title}</h2>
      {purchase.description && <p className="muted payment-summary__description">{purchase.description}</p>}
      <p className="payment-summary__amount">
        <span>{t.amount}</span> <strong>{formatBaht(purchase.amount)}</strong>
      </p>
    </aside>
  );
}
