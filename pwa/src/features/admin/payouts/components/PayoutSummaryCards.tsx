import { formatBaht } from '../../../../lib/format.ts';
import { adminPayouts as t } from '../adminPayoutsTexts.ts';
import type { PayoutSummary } from '../api/adminPayouts.ts';

/**
 * The four summary cards (admin spec §2 Payout management; figures from the server): payouts
 * pending now and the sellers they are for, what a batch run now would pay (the same figures the
 * run dialog shows, from the batch's own nomination), paid and failed in the selected period. Below
 * them, labelled โหมดทดสอบ, the sellers' test money that no payout includes (issue 15).
 */
export function PayoutSummaryCards({ summary, period }: { summary: PayoutSummary; period: string }) {
  const cards: [string, string][] = [
    [t.pendingAmount, t.amountOfSellers(formatBaht(summary.pendingAmount), summary.sellersWaiting)],
    [t.nextBatch, t.amountOfSellers(formatBaht(summary.dueAmount), summary.sellersDue)],
    [t.paidAmount(period), formatBaht(summary.paidAmount)],
    [t.failed(period), t.failedValue(summary.failedCount, formatBaht(summary.failedAmount))],
  ];
  return (
    <>
      <ul className="admin-cards" aria-label={t.summaryLabel}>
        {cards.map(([label, value]) => (
          <li key={label} className="admin-card">
            <p className="admin-card__label">{label}</p>
            <p className="admin-card__value">{value}</p>
          </li>
        ))}
      </ul>
      {summary.testMoneyHeld !== 0 && (
        <p className="muted">
          <span className="badge badge--warn">{t.testMode}</span>{' '}
          {t.testMoneyHeld(formatBaht(summary.testMoneyHeld))}
        </p>
      )}
    </>
  );
}
