import { VAT_PERCENT } from '../../events/constants.ts';
import { splitVat, toBaht } from '../../events/money.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { LeftJoined, Timestamp } from '../../projector/projections/columnTypes.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import { defaultReceiptIssuer, type ReceiptIssuer } from './purchaseReceipt.ts';

type TaxInvoiceRow = Pick<
  PurchaseRow,
  | 'purchase_id'
  | 'buyer_id'
  | 'amount_satang'
  | 'status'
  | 'paid_at'
  | 'receipt_number'
  | 'tax_invoice_number'
  | 'tax_invoice_name'
  | 'tax_invoice_tax_id'
  | 'tax_invoice_branch'
  | 'tax_invoice_address'
  | 'tax_invoice_requested_at'
> &
  LeftJoined<Pick<CatalogClipRow, 'title'>>;

export type TaxInvoiceAnswer =
  | { kind: 'notFound' }
  | { kind: 'notPaid' }
  | { kind: 'notRequested' }
  | { kind: 'taxInvoice'; taxInvoice: ReturnType<typeof toTaxInvoice> };

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A purchase's full tax invoice (ใบกำกับภาษีเต็มรูป), for its buyer or an admin, once the buyer
 * asked for it: the issuing company, whom it is made out to (as last asked), and the price split
 * into its net and VAT (prices include VAT_PERCENT). A refunded purchase still shows its invoice,
 * marked refunded (the credit note is outside this app).
 */
export async function purchaseTaxInvoice(
  db: SqlExecutor,
  purchaseId: string,
  caller: { id: string; role: string },
  issuer: ReceiptIssuer = defaultReceiptIssuer,
): Promise<TaxInvoiceAnswer> {
  const { rows } = await db.query<TaxInvoiceRow>(
    `select p.purchase_id, p.buyer_id, p.amount_satang, p.status, p.paid_at, p.receipt_number,
       p.tax_invoice_number, p.tax_invoice_name, p.tax_invoice_tax_id, p.tax_invoice_branch,
       p.tax_invoice_address, p.tax_invoice_requested_at, c.title
     from purchases p
     left join catalog_clips c on c.clip_id = p.clip_id
     where p.purchase_id = $1`,
    [purchaseId],
  );
  const row = rows[0];
  if (!row || (row.buyer_id !== caller.id && caller.role !== 'admin')) return { kind: 'notFound' };
  if (row.status !== 'paid' && row.status !== 'refunded') return { kind: 'notPaid' };
  if (row.tax_invoice_number === null) return { kind: 'notRequested' };
  return { kind: 'taxInvoice', taxInvoice: toTaxInvoice(row, issuer) };
}

function toTaxInvoice(row: TaxInvoiceRow, issuer: ReceiptIssuer) {
  const amount = Number(row.amount_satang);
  const { net, vat } = splitVat(amount, VAT_PERCENT);
  return {
    issuer,
    invoiceNumber: row.tax_invoice_number ?? '',
    receiptNumber: row.receipt_number ?? row.purchase_id,
    purchaseId: row.purchase_id,
    /** The invoice's date: when it was (last) asked for; paidAt is the tax point. */
    issuedAt: iso(row.tax_invoice_requested_at),
    paidAt: iso(row.paid_at),
    status: row.status as 'paid' | 'refunded',
    buyer: {
      name: row.tax_invoice_name ?? '',
      taxId: row.tax_invoice_tax_id ?? '',
      branch: row.tax_invoice_branch ?? '',
      address: row.tax_invoice_address ?? '',
    },
    item: { description: row.title ?? '', quantity: 1 },
    vatPercent: VAT_PERCENT,
    /** Baht: the price as paid (VAT included), its net and its VAT, worked out in satang. */
    amount: toBaht(amount),
    net: toBaht(net),
    vat: toBaht(vat),
  };
}
