import { Link, useNavigate } from '@tanstack/react-router';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { clipDetail } from '../clipsTexts.ts';
import { openPurchaseOf, useCreatePurchase } from '../api/createPurchase.ts';
import type { Video } from '../api/videoSchema.ts';

/**
 * Price, perks and the buy action (spec §2 Clip detail). Signed out, buying asks to sign in.
 * Signed in, it creates a purchase (or finds the open one) and goes to its payment page.
 */
export function BuyPanel({ video }: { video: Video }) {
  const session = useSession();
  const { openAuth } = useAuthPrompt();
  const navigate = useNavigate();
  const purchase = useCreatePurchase();

  const toPayment = (purchaseId: string) => navigate({ to: '/payment/$purchaseId', params: { purchaseId } });

  const buy = () => {
    // One request however often it is clicked: the button is disabled while it runs.
    if (purchase.isPending) return;
    purchase.mutate(video._id, {
      onSuccess: (purchaseId) => void toPayment(purchaseId),
      onError: (error) => {
        const open = openPurchaseOf(error);
        if (open) void toPayment(open);
      },
    });
  };

  const failure = purchase.error && !openPurchaseOf(purchase.error) ? purchase.error : null;

  return (
    <aside className="buy-panel" aria-label={clipDetail.price}>
      <p className="buy-panel__price">{formatBaht(video.price)}</p>
      <h2 className="buy-panel__title">{clipDetail.perksTitle}</h2>
      <ul className="perks">
        {clipDetail.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {session ? (
        <button
          type="button"
          className="button button--block"
          disabled={purchase.isPending}
          aria-busy={purchase.isPending || undefined}
          onClick={buy}
        >
          {purchase.isPending ? clipDetail.buying : clipDetail.buy}
        </button>
      ) : (
        <button
          type="button"
          className="button button--block"
          onClick={() => openAuth({ mode: 'login', reason: clipDetail.buyNeedsSignIn })}
        >
          {clipDetail.signInToBuy}
        </button>
      )}
      {failure && <PurchaseFailure error={failure} />}
    </aside>
  );
}

/** ALREADY_PURCHASED points to the purchases tab; anything else says the server's message. */
function PurchaseFailure({ error }: { error: Error }) {
  if (isApiError(error, 'ALREADY_PURCHASED')) {
    return (
      <p className="buy-panel__note" role="alert">
        {clipDetail.alreadyPurchased}{' '}
        <Link to="/profile" search={{ tab: 'purchases' }}>
          {clipDetail.toPurchases}
        </Link>
      </p>
    );
  }
  return (
    <p className="error-text buy-panel__note" role="alert">
      {isApiError(error) && error.message ? error.message : clipDetail.purchaseFailed}
    </p>
  );
}
