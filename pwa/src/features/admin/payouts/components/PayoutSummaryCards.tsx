import { formatBaht } from '../../../../lib/format.ts';
import { adminPayouts as t } from '../adminPayoutsTexts.ts';
import type { PayoutSummary } from '../api/adminPayouts.ts';

/**
 * The four summary cards (admin spec §2 Payout management; figures from the server): pending now,
 * paid and failed in the selected period, and how many sellers wait for a pending payout. Below
 * them, labelled โหมดทดสอบ, the sellers' test money that no payout includes (issue 15).
 */
export function PayoutSummaryCards({ summary, period }: { summary: PayoutSummary; period: string }) {
  const cards: [string, string][] = [
    [t.pendingAmount, formatBaht(summary.pendingAmount)],
    [t.paidAmount(period), formatBaht(summary.paidAmount)],
    [t.failed(period), t.failedValue(summary.failedCount, formatBaht(summary.failedAmount))],
    [t.sellersWaiting, t.sellersCount(summary.sellersWaiting)],
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
