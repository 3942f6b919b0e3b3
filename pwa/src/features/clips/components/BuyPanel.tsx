import { Link, useNavigate } from '@tanstack/react-router';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { formatBaht, formatThaiDate } from '../../../lib/format.ts';
import { usePurchaseDownload } from '../../../lib/purchaseDownload.ts';
import { useSession } from '../../../lib/session.ts';
import { useFixedBottomBar } from '../../../lib/useFixedBottomBar.ts';
import { purchaseWords } from '../../../lib/texts.ts';
import { clipDetail } from '../clipsTexts.ts';
import { openPurchaseOf, useCreatePurchase } from '../api/createPurchase.ts';
import type { MyPurchase, Video } from '../api/videoSchema.ts';

interface BuyPanelProps {
  video: Video & { myPurchase?: MyPurchase | null };
}

/**
 * Price, perks and the buy action (spec §2 Clip detail). Signed out, buying asks to sign in.
 * Signed in, it creates a purchase (or finds the open one) and goes to its payment page; a clip
 * already bought offers its download instead, and the seller's own clip says it is theirs.
 * On phones the price and the action sit in a bar fixed to the bottom of the screen (CSS only:
 * one element, so the page has one buy button at every width).
 */
export function BuyPanel({ video }: BuyPanelProps) {
  const bar = useFixedBottomBar<HTMLDivElement>();
  return (
    <aside className="buy-panel buy-panel--on-sale" aria-label={clipDetail.price}>
      <h2 className="buy-panel__title">{clipDetail.perksTitle}</h2>
      <ul className="perks">
        {clipDetail.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <div className="buy-bar" ref={bar}>
        <p className="buy-panel__price buy-bar__price">{formatBaht(video.price)}</p>
        <div className="buy-bar__action">
          <BuyAction video={video} />
        </div>
      </div>
    </aside>
  );
}

function BuyAction({ video }: BuyPanelProps) {
  const session = useSession();
  const { openAuth } = useAuthPrompt();
  if (!session) {
    return (
      <button
        type="button"
        className="button button--block"
        onClick={() => openAuth({ mode: 'login', reason: clipDetail.buyNeedsSignIn })}
      >
        {clipDetail.signInToBuy}
      </button>
    );
  }
  if (session.user.uid === video.seller._id) {
    return (
      <>
        <p className="buy-bar__note">{clipDetail.ownClip}</p>
        <Link to="/my-videos" className="button button--ghost button--block">
          {clipDetail.toMyVideos}
        </Link>
      </>
    );
  }
  if (video.myPurchase) return <OwnedDownload purchase={video.myPurchase} />;
  return <BuyButton video={video} />;
}

/** Bought and still in the download window: the download, and until when it lasts. */
function OwnedDownload({ purchase }: { purchase: MyPurchase }) {
  const download = usePurchaseDownload();
  return (
    <>
      <button
        type="button"
        className="button button--block"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate(purchase.purchaseId)}
      >
        {download.isPending ? purchaseWords.downloading : clipDetail.ownedDownload}
      </button>
      <p className="buy-bar__note muted small">
        {clipDetail.downloadUntil(formatThaiDate(purchase.downloadUntil))}{' '}
        <Link to="/receipt/$purchaseId" params={{ purchaseId: purchase.purchaseId }}>
          {purchaseWords.receipt}
        </Link>
      </p>
      {download.isError && (
        <p className="error-text buy-bar__note" role="alert">
          {isApiError(download.error) && download.error.message
            ? download.error.message
            : purchaseWords.downloadFailed}
        </p>
      )}
    </>
  );
}

function BuyButton({ video }: BuyPanelProps) {
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
    <>
      <button
        type="button"
        className="button button--block"
        disabled={purchase.isPending}
        aria-busy={purchase.isPending || undefined}
        onClick={buy}
      >
        {purchase.isPending ? clipDetail.buying : clipDetail.buy}
      </button>
      {failure && <PurchaseFailure error={failure} />}
    </>
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
