import { payoutStatusLabel } from '../payoutLabels.ts';

const tones: Record<string, string> = { pending: 'badge--warn', paid: 'badge--ok', failed: 'badge--danger' };

/** A payout's status badge (admin spec §4 Payout: pending, paid, failed); an unknown one is plain. */
export function PayoutStatusBadge({ status }: { status: string }) {
  const tone = Object.hasOwn(tones, status) ? ` ${tones[status]}` : '';
  return <span className={`badge${tone}`}>{payoutStatusLabel(status)}</span>;
}
