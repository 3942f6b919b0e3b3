/**
 * The payment result page (/payment-return; spec §2 Payment result, §8): where every payment method
 * sends the buyer. It asks the server how the session ended — open goes back to the previous page,
 * complete shows the success page (the clip, the amount paid, the download and the receipt),
 * anything else is an unknown status. Without a session id a purchase_id is checked instead.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { PAYMENT_STATUS_POLL_MS } from '../../../lib/constants.ts';
import { formatBaht } from '../../../lib/format.ts';
import { usePurchaseDownload } from '../../../lib/purchaseDownload.ts';
import { clips, common, purchaseWords } from '../../../lib/texts.ts';
import { failureMessage } from '../failureMessage.ts';
import { paymentReturn as t } from '../paymentTexts.ts';
import { purchaseQueryOptions } from '../api/getPurchase.ts';
import { sessionStatusQueryOptions } from '../api/getSessionStatus.ts';
import './payment.css';

interface PaymentResultProps {
  sessionId?: string;
  purchaseId?: string;
}

type Outcome =
  | { kind: 'open'; purchaseId: string | null }
  | { kind: 'complete'; email: string | null; purchaseId: string | null }
  | { kind: 'unknown' };

export function PaymentResult({ sessionId, purchaseId }: PaymentResultProps) {
  if (sessionId) return <SessionResult sessionId={sessionId} />;
  if (purchaseId) return <PurchaseResult purchaseId={purchaseId} />;
  return (
    <Screen>
      <p className="error-text" role="alert">
        {t.noSession}
      </p>
      <Links />
    </Screen>
  );
}

function SessionResult({ sessionId }: { sessionId: string }) {
  const query = useQuery(sessionStatusQueryOptions(sessionId));
  const data = query.data;
  const outcome: Outcome | undefined = !data
    ? undefined
    : data.status === 'open'
      ? { kind: 'open', purchaseId: data.purchaseId ?? null }
      : data.status === 'complete'
        ? { kind: 'complete', email: data.customer_email ?? null, purchaseId: data.purchaseId ?? null }
        : { kind: 'unknown' };
  return <Result outcome={outcome} failed={query.isError} retry={() => void query.refetch()} />;
}

function PurchaseResult({ purchaseId }: { purchaseId: string }) {
  const query = useQuery(purchaseQueryOptions(purchaseId));
  const status = query.data?.status;
  const outcome: Outcome | undefined =
    status === undefined
      ? undefined
      : status === 'paid'
        ? { kind: 'complete', email: null, purchaseId }
        : status === 'pending'
          ? { kind: 'open', purchaseId }
          : { kind: 'unknown' };
  return <Result outcome={outcome} failed={query.isError} retry={() => void query.refetch()} />;
}

function Result({ outcome, failed, retry }: { outcome?: Outcome; failed: boolean; retry: () => void }) {
  if (failed) {
    return (
      <Screen>
        <p className="error-text" role="alert">
          {t.checkFailed}
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={retry}>
            {common.retry}
          </button>
        </div>
      </Screen>
    );
  }
  if (!outcome) {
    return (
      <Screen>
        <p className="muted" aria-busy="true">
          {t.checking}
        </p>
      </Screen>
    );
  }
  if (outcome.kind === 'open') return <GoBack purchaseId={outcome.purchaseId} />;
  if (outcome.kind === 'complete' && outcome.purchaseId) {
    return <PaidPurchase purchaseId={outcome.purchaseId} email={outcome.email} />;
  }
  if (outcome.kind === 'complete') {
    return (
      <Screen>
        <p className="state-screen__badge payment-result__ok" role="status">
          {t.success}
        </p>
        <p>{t.successBody}</p>
        {outcome.email && <p className="muted">{t.customerEmail(outcome.email)}</p>}
        <Links />
      </Screen>
    );
  }
  return (
    <Screen>
      <p role="status">
        <strong>{t.unknown}</strong>
      </p>
      <p className="muted">{t.unknownBody}</p>
      <Links />
    </Screen>
  );
}

/**
 * Paid: what was bought (cover and title), the amount, the download right here and the receipt.
 * A checkout session may complete a moment before the server has recorded the payment: the
 * purchase is asked again until it is paid.
 */
function PaidPurchase({ purchaseId, email }: { purchaseId: string; email: string | null }) {
  const query = useQuery({
    ...purchaseQueryOptions(purchaseId),
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? PAYMENT_STATUS_POLL_MS : false),
  });
  const download = usePurchaseDownload();
  const purchase = query.data;

  if (query.isError) {
    return (
      <Screen>
        <p className="error-text" role="alert">
          {t.checkFailed}
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {common.retry}
          </button>
        </div>
      </Screen>
    );
  }
  if (!purchase || purchase.status === 'pending') {
    return (
      <Screen>
        <p className="muted" aria-busy="true">
          {t.checking}
        </p>
      </Screen>
    );
  }
  if (purchase.status !== 'paid') {
    return (
      <Screen>
        <p role="status">
          <strong>{t.unknown}</strong>
        </p>
        <p className="muted">{t.unknownBody}</p>
        <Links />
      </Screen>
    );
  }
  const title = purchase.title || clips.anonymousClip;
  return (
    <Screen>
      <p className="state-screen__badge payment-result__ok" role="status">
        {t.success}
      </p>
      <article className="paid-clip" aria-label={t.boughtClip}>
        <div className="paid-clip__media">
          {purchase.thumbnail ? (
            <ClipPicture webp={purchase.thumbnail} alt={t.coverAlt(title)} lazy={false} />
          ) : (
            <span className="clip-card__no-thumb">{clips.noThumbnail}</span>
          )}
        </div>
        <h2 className="paid-clip__title">
          {purchase.videoId ? (
            <Link to="/video/$id" params={{ id: purchase.videoId }}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className="paid-clip__amount">
          <span>{t.amountPaid}</span> <strong>{formatBaht(purchase.amount)}</strong>
        </p>
        <p className="muted small">{purchaseWords.downloadWindow}</p>
        {email && <p className="muted small">{t.customerEmail(email)}</p>}
        <button
          type="button"
          className="button button--block"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate(purchaseId)}
        >
          {download.isPending ? purchaseWords.downloading : purchaseWords.download}
        </button>
        {download.isError && (
          <p className="error-text" role="alert">
            {failureMessage(download.error, purchaseWords.downloadFailed)}
          </p>
        )}
        <Link
          to="/receipt/$purchaseId"
          params={{ purchaseId }}
          className="button button--ghost button--block"
        >
          {purchaseWords.receipt}
        </Link>
      </article>
      <Links />
    </Screen>
  );
}

/** Not paid yet: back where the buyer came from (or to the purchase's payment page). */
function GoBack({ purchaseId }: { purchaseId: string | null }) {
  const router = useRouter();
  const navigate = useNavigate();
  // Once, even when an effect runs twice (StrictMode): going back twice would leave the payment.
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    if (router.history.canGoBack()) router.history.back();
    else if (purchaseId) void navigate({ to: '/payment/$purchaseId', params: { purchaseId }, replace: true });
    else void navigate({ to: '/dashboard', replace: true });
  }, [router, navigate, purchaseId]);
  return (
    <Screen>
      <p className="muted" role="status">
        {t.returning}
      </p>
    </Screen>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <section className="state-screen payment-result">
      <h1>{t.title}</h1>
      {children}
    </section>
  );
}

function Links() {
  return (
    <div className="actions">
      <Link to="/dashboard" className="button button--ghost">
        {t.toDashboard}
      </Link>
      <Link to="/profile" search={{ tab: 'purchases' }} className="button">
        {t.toPurchases}
      </Link>
    </div>
  );
}
