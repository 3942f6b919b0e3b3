import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { formatBaht, formatThaiDate } from '../../../lib/format.ts';
import { clips, complaintWords } from '../../../lib/texts.ts';
import { profile } from '../profileTexts.ts';
import { useDownloadPurchase } from '../api/downloadPurchase.ts';
import { useDownloadCertificate } from '../api/downloadCertificate.ts';
import { downloadWindow, purchasesQueryOptions, type PurchaseItem } from '../api/getPurchases.ts';
import { QueryStates } from '../../../lib/QueryStates.tsx';
import { CorrectTaxInvoiceModal, TaxInvoiceFormModal } from './TaxInvoiceFormModal.tsx';
import { taxInvoiceRequest as taxInvoice } from '../taxInvoiceTexts.ts';

const t = profile.purchases;

/**
 * The purchases tab (spec §2 Profile): each clip bought with its download button and days left;
 * past the window it says expired and offers no download; a refunded one says so. Paged in place.
 */
export function PurchasesTab() {
  const [page, setPage] = useState(1);
  const query = useQuery(purchasesQueryOptions(page));

  if (!query.isSuccess) return <QueryStates query={query} failed={profile.loadFailed} />;
  const { purchases, pagination } = query.data;
  if (purchases.length === 0) {
    return (
      <div className="state-screen state-screen--inline">
        <p className="muted">{t.empty}</p>
        <Link to="/dashboard" className="button">
          {t.toDashboard}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="owned-list" aria-label={t.listLabel}>
        {purchases.map((item) => (
          <li key={item.purchaseId}>
            <PurchaseCard item={item} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={pagination.totalPages} label={t.pagination} onPageChange={setPage} />
    </>
  );
}

function PurchaseCard({ item }: { item: PurchaseItem }) {
  const download = useDownloadPurchase();
  const certificate = useDownloadCertificate();
  const [askingInvoice, setAskingInvoice] = useState(false);
  const access = downloadWindow(item);
  const title = item.title || clips.anonymousClip;
  return (
    <article className="owned">
      <div className="owned__media">
        {item.thumbnail ? (
          <ClipPicture webp={item.thumbnail} alt="" />
        ) : (
          <span className="clip-card__no-thumb">{clips.noThumbnail}</span>
        )}
      </div>
      <div className="owned__body">
        <h3 className="owned__title">{title}</h3>
        <p className="owned__meta">
          <span className="price">{formatBaht(item.amount)}</span>
          {item.purchasedAt && (
            <span className="muted">
              {t.purchasedAt} {formatThaiDate(item.purchasedAt)}
            </span>
          )}
        </p>
        {access.kind === 'refunded' && (
          <p>
            <span className="status status--rejected">{t.refunded}</span>{' '}
            <span className="muted small">{t.refundedNote}</span>
          </p>
        )}
        {access.kind === 'expired' && (
          <p>
            <span className="status status--rejected">{t.expired}</span>{' '}
            <span className="muted small">{t.expiredNote}</span>
          </p>
        )}
        {access.kind === 'open' && (
          <p className="owned__days">{access.daysLeft > 0 ? t.daysLeft(access.daysLeft) : t.lessThanDay}</p>
        )}
        <div className="actions">
          {(access.kind === 'open' || access.kind === 'unknown') && (
            <button
              type="button"
              className="button"
              aria-label={t.downloadLabel(title)}
              disabled={download.isPending}
              onClick={() => download.mutate(item.purchaseId)}
            >
              {download.isPending ? t.downloading : t.download}
            </button>
          )}
          <Link
            to="/receipt/$purchaseId"
            params={{ purchaseId: item.purchaseId }}
            className="button button--ghost"
            aria-label={t.receiptLinkLabel(title)}
          >
            {t.receiptLink}
          </Link>
          {(item.status === 'paid' || item.status === 'refunded') && (
            <button
              type="button"
              className="button button--ghost"
              aria-label={t.certificateLabel(title)}
              disabled={certificate.isPending}
              onClick={() => certificate.mutate(item.purchaseId)}
            >
              {certificate.isPending ? t.certificatePending : t.certificate}
            </button>
          )}
          {item.taxInvoiceNumber && (
            <Link
              to="/tax-invoice/$purchaseId"
              params={{ purchaseId: item.purchaseId }}
              className="button button--ghost"
              aria-label={taxInvoice.viewLabel(title)}
            >
              {taxInvoice.view}
            </Link>
          )}
          {
            // Paid and not refunded; asked for already, the same form corrects it (and re-issues it).
            item.status === 'paid' && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={
                  item.taxInvoiceNumber ? taxInvoice.correctLabel(title) : taxInvoice.askLabel(title)
                }
                onClick={() => setAskingInvoice(true)}
              >
                {item.taxInvoiceNumber ? taxInvoice.correct : taxInvoice.ask}
              </button>
            )
          }
          <Link
            to="/profile"
            search={{ tab: 'complaints', purchaseId: item.purchaseId, report: true }}
            className="button button--ghost"
            aria-label={t.reportLabel(title)}
          >
            {complaintWords.report}
          </Link>
        </div>
        {askingInvoice &&
          (item.taxInvoiceNumber ? (
            <CorrectTaxInvoiceModal
              purchaseId={item.purchaseId}
              onDone={() => setAskingInvoice(false)}
              onClose={() => setAskingInvoice(false)}
            />
          ) : (
            <TaxInvoiceFormModal
              purchaseId={item.purchaseId}
              onDone={() => setAskingInvoice(false)}
              onClose={() => setAskingInvoice(false)}
            />
          ))}
        {certificate.isError && (
          <p className="error-text" role="alert">
            {isApiError(certificate.error) && certificate.error.message
              ? certificate.error.message
              : t.certificateFailed}
          </p>
        )}
        {download.isError && (
          <p className="error-text" role="alert">
            {isApiError(download.error) && download.error.message ? download.error.message : t.downloadFailed}
          </p>
        )}
      </div>
    </article>
  );
}
