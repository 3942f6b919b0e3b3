/**
 * /tax-invoice/{purchaseId}: a purchase's printable full tax invoice (ใบกำกับภาษีเต็มรูป): the
 * issuing company and the buyer with their tax ids and branches, the number, the date (Buddhist
 * era), the clip, and the price split into its net and its VAT. The purchases tab corrects the details.
 */
import { useQuery } from '@tanstack/react-query';
import { BackToPurchases, PurchaseDocumentPage } from './PurchaseDocumentPage.tsx';
import { formatThaiDate } from '../../../lib/format.ts';
import { appName, clips } from '../../../lib/texts.ts';
import { taxInvoice as t } from '../taxInvoiceTexts.ts';
import { taxInvoiceQueryOptions, type TaxInvoice } from '../api/getTaxInvoice.ts';
import './receipt.css';
import './taxInvoice.css';

const bahtAmount = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const baht = (amount: number) => bahtAmount.format(amount);

export function TaxInvoicePage({ purchaseId }: { purchaseId: string }) {
  const query = useQuery(taxInvoiceQueryOptions(purchaseId));
  return (
    <PurchaseDocumentPage query={query} texts={t}>
      {(invoice) => <TaxInvoiceDocument invoice={invoice} />}
    </PurchaseDocumentPage>
  );
}

function Party({
  heading,
  name,
  taxId,
  branch,
  address,
}: {
  heading: string;
  name: string;
  taxId: string | null;
  branch: string | null;
  address: string | null;
}) {
  return (
    <section className="tax-invoice__party" aria-label={heading}>
      <h2>{heading}</h2>
      <p>
        <strong>{name}</strong>
      </p>
      {address && <p className="small">{address}</p>}
      {taxId && (
        <p className="small">
          {t.taxId} {taxId}
          {branch && ` (${t.branchOf(branch)})`}
        </p>
      )}
    </section>
  );
}

function TaxInvoiceDocument({ invoice }: { invoice: TaxInvoice }) {
  const date = invoice.issuedAt ?? invoice.paidAt;
  return (
    <article className="receipt tax-invoice" aria-labelledby="tax-invoice-title">
      <header className="receipt__header">
        <div className="receipt__issuer">
          <p className="receipt__brand">{invoice.issuer.name || appName}</p>
          <p className="muted small">{t.original}</p>
        </div>
        <p className="receipt__number">
          <span className="muted small">{t.number}</span>
          <strong>{invoice.invoiceNumber}</strong>
          {date && (
            <span className="small">
              {t.date} {formatThaiDate(date)}
            </span>
          )}
          <span className="muted small">
            {t.receiptNumber} {invoice.receiptNumber}
          </span>
        </p>
      </header>
      <h1 id="tax-invoice-title">{t.title}</h1>
      {invoice.status === 'refunded' && (
        <p>
          <span className="status status--rejected">{t.refunded}</span>
        </p>
      )}

      <div className="tax-invoice__parties">
        <Party heading={t.seller} {...invoice.issuer} />
        <Party heading={t.buyer} {...invoice.buyer} />
      </div>

      <table className="tax-invoice__lines">
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col" className="num">
              {t.quantity}
            </th>
            <th scope="col" className="num">
              {t.amountColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t.itemText(invoice.item.description || clips.anonymousClip)}</td>
            <td className="num">{invoice.item.quantity}</td>
            <td className="num">{baht(invoice.net)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t.net}
            </th>
            <td className="num">{baht(invoice.net)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t.vat(invoice.vatPercent)}
            </th>
            <td className="num">{baht(invoice.vat)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t.total}
            </th>
            <td className="num">{baht(invoice.amount)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="actions receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t.print}
        </button>
        <BackToPurchases label={t.back} />
      </div>
    </article>
  );
}
