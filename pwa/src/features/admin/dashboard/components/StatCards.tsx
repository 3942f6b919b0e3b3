import { formatBaht } from '../../../../lib/format.ts';
import { adminDashboard as t } from '../adminDashboardTexts.ts';
import type { Dashboard, DashboardCard } from '../api/getDashboard.ts';
import { cardChange } from '../dashboardText.ts';

const integer = new Intl.NumberFormat('th-TH');

const CARDS = [
  { key: 'revenue', label: t.revenue, format: formatBaht },
  { key: 'videosSold', label: t.videosSold, format: (value: number) => integer.format(value) },
  { key: 'newUsers', label: t.newUsers, format: (value: number) => integer.format(value) },
  { key: 'pendingReview', label: t.pendingReview, format: (value: number) => integer.format(value) },
] as const;

/** One card's change against the previous period: ▲ green, ▼ red, or no comparison. */
export function CardChange({ card }: { card: DashboardCard }) {
  const change = cardChange(card.changePercent);
  return (
    <p className={`dash-change dash-change--${change.direction}`}>
      {change.direction === 'up' && (
        <>
          <span aria-hidden="true">▲ </span>
          <span className="dash-sr">{t.up} </span>
        </>
      )}
      {change.direction === 'down' && (
        <>
          <span aria-hidden="true">▼ </span>
          <span className="dash-sr">{t.down} </span>
        </>
      )}
      {change.text}
    </p>
  );
}

/** The four headline cards of the chosen range (admin spec §2), each with its change. */
export function StatCards({ cards }: { cards: Dashboard['cards'] }) {
  return (
    <ul className="admin-cards dash-cards" aria-label={t.cardsLabel}>
      {CARDS.map(({ key, label, format }) => (
        <li key={key} className="admin-card" aria-label={label}>
          <p className="admin-card__label">{label}</p>
          <p className="admin-card__value">{format(cards[key].value)}</p>
          <CardChange card={cards[key]} />
          {key === 'revenue' && cards.revenue.testMoney !== 0 && (
            <p className="muted small">
              <span className="badge badge--warn">{t.testMode}</span>{' '}
              {t.includesTestMoney(formatBaht(cards.revenue.testMoney))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
