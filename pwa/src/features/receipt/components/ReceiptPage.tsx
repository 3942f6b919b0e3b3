/**
 * /receipt/{purchaseId}: a purchase's printable evidence receipt (issue 6, "Downloads and
 * evidence"): what was paid and when, for which clip, from which seller (by public name only), the
 * incident's date, time and place, and the original's SHA-256 that anyone can check on /verify.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackToPurchases, PurchaseDocumentPage } from './PurchaseDocumentPage.tsx';
import {
  formatBaht,
  formatDuration,
  formatFileSize,
  formatThaiDate,
  formatTime,
} from '../../../lib/format.ts';
import { appName, clips, paymentMethodLabels } from '../../../lib/texts.ts';
import { downloadCertificate } from '../../../lib/fileDownload.ts';
import { receipt as t } from '../receiptTexts.ts';
import { receiptQueryOptions, type Receipt } from '../api/getReceipt.ts';
import './receipt.css';

export function ReceiptPage({ purchaseId }: { purchaseId: string }) {
  const query = useQuery(receiptQueryOptions(purchaseId));
  return (
    <PurchaseDocumentPage query={query} texts={t}>
      {(receipt) => <ReceiptDocument receipt={receipt} />}
    </PurchaseDocumentPage>
  );
}

const dateTime = (instant: string) => t.dateTime(formatThaiDate(instant), formatTime(instant));

function methodLabel(method: string): string {
  return Object.hasOwn(paymentMethodLabels, method)
    ? paymentMethodLabels[method as keyof typeof paymentMethodLabels]
    : method;
}

function fileFacts({ container, fileSize, durationSeconds }: Receipt['clip']): string {
  return [
    container?.toUpperCase(),
    fileSize === null ? null : formatFileSize(fileSize),
    durationSeconds === null ? null : formatDuration(durationSeconds),
  ]
    .filter(Boolean)
    .join(' · ');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const certificate = useMutation({ mutationFn: downloadCertificate });
  const { clip } = receipt;
  const place = [clip.address, clip.district, clip.province].filter(Boolean).join(' ');
  const file = fileFacts(clip);
  const verifyAddress = `${window.location.origin}/verify`;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <div className="receipt__issuer">
          <p className="receipt__brand">{receipt.issuer?.name || appName}</p>
          {receipt.issuer?.address && <p className="small">{receipt.issuer.address}</p>}
          {receipt.issuer?.taxId && (
            <p className="small">
              {t.taxId} {receipt.issuer.taxId}
              {receipt.issuer.branch && ` (${receipt.issuer.branch})`}
            </p>
          )}
          <p className="muted small">{t.issuer}</p>
        </div>
        <p className="receipt__number">
          <span className="muted small">{t.number}</span>
          <strong>{receipt.receiptNumber}</strong>
        </p>
      </header>
      <h1 id="receipt-title">{t.title}</h1>

      <dl className="facts">
        <Row label={t.purchaseId}>{receipt.purchaseId}</Row>
        {receipt.paidAt && <Row label={t.paidAt}>{dateTime(receipt.paidAt)}</Row>}
        <Row label={t.buyer}>{receipt.buyer.displayName}</Row>
        <Row label={t.paymentMethod}>{methodLabel(receipt.paymentMethod)}</Row>
        <Row label={t.amount}>
          <strong className="receipt__amount">{formatBaht(receipt.amount)}</strong>
        </Row>
        <Row label={t.status}>
          {t.statuses[receipt.status]}
          {receipt.status === 'refunded' && receipt.refundedAt && (
            <span className="muted"> ({t.refundedAt(dateTime(receipt.refundedAt))})</span>
          )}
        </Row>
      </dl>

      <h2>{t.clipSection}</h2>
      <dl className="facts">
        <Row label={t.clipTitle}>{clip.title || clips.anonymousClip}</Row>
        <Row label={t.videoId}>{clip.videoId}</Row>
        <Row label={t.seller}>{clip.sellerAlias}</Row>
        {clip.incidentDate && <Row label={t.incidentDate}>{formatThaiDate(clip.incidentDate)}</Row>}
        {clip.incidentTime && <Row label={t.incidentTime}>{t.time(formatTime(clip.incidentTime))}</Row>}
        {place && <Row label={t.place}>{place}</Row>}
        {clip.uploadedAt && <Row label={t.uploadedAt}>{dateTime(clip.uploadedAt)}</Row>}
        {file && <Row label={t.file}>{file}</Row>}
        <Row label={t.downloads}>{t.downloadsCount(receipt.downloads)}</Row>
      </dl>

      <section className="receipt__fingerprint" aria-labelledby="receipt-fingerprint">
        <h2 id="receipt-fingerprint">{t.fingerprintTitle}</h2>
        {clip.sha256 ? (
          <>
            <pre className="receipt__hash">
              <code>{clip.sha256}</code>
            </pre>
            <p className="small">{t.fingerprintExplain}</p>
            <p className="small">
              {t.verifyHint}{' '}
              <Link to="/verify" search={{ sha256: clip.sha256 }}>
                {verifyAddress}
              </Link>
            </p>
          </>
        ) : (
          <p className="muted">{t.noFingerprint}</p>
        )}
      </section>

      <p className="muted small">{t.printedAt(dateTime(new Date().toISOString()))}</p>
      <div className="actions receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t.print}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={certificate.isPending}
          onClick={() => certificate.mutate(receipt.purchaseId)}
        >
          {certificate.isPending ? t.certificatePending : t.certificate}
        </button>
        <BackToPurchases label={t.back} />
      </div>
      {certificate.isError && (
        <p className="error-text" role="alert">
          {certificate.error.message || t.certificateFailed}
        </p>
      )}
    </article>
  );
}
