import { formatBaht, formatThaiDate, formatTime } from '../../../lib/format.ts';
import { payment as t } from '../paymentTexts.ts';
import type { Purchase } from '../api/purchaseSchema.ts';

/** Bank transfer: the platform's account and the reference; pending until an admin confirms the money. */
export function BankTransferPanel({ purchase }: { purchase: Purchase }) {
  const bank = purchase.bankTransfer;
  if (!bank) {
    return (
      <p className="error-text" role="alert">
        {t.bankTransfer.missing}
      </p>
    );
  }
  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t.bankTransfer.title}</h2>
      <p>{t.bankTransfer.intro}</p>
      <dl className="facts">
        <Row label={t.bankTransfer.bankName} value={bank.bankName} />
        <Row label={t.bankTransfer.accountName} value={bank.accountName} />
        <Row label={t.bankTransfer.accountNumber} value={bank.accountNumber} />
        <Row label={t.bankTransfer.reference} value={bank.reference} />
        <Row label={t.bankTransfer.amount} value={formatBaht(purchase.amount)} />
        {purchase.payBy && (
          <Row
            label={t.bankTransfer.payBy}
            value={`${formatThaiDate(purchase.payBy)} ${formatTime(purchase.payBy)}`}
          />
        )}
      </dl>
      <p className="payment__note" role="note">
        {t.bankTransfer.pending}
      </p>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
