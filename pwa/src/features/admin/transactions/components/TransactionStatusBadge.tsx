import { transactionStatusLabel } from '../transactionLabels.ts';

const tones: Record<string, string> = {
  completed: 'badge--ok',
  pending: 'badge--warn',
  failed: 'badge--danger',
  refunded: 'badge--info',
};

/** A transaction's status badge (admin spec §4); an unknown or expired status is plain. */
export function TransactionStatusBadge({ status }: { status: string }) {
  const tone = Object.hasOwn(tones, status) ? ` ${tones[status]}` : '';
  return <span className={`badge${tone}`}>{transactionStatusLabel(status)}</span>;
}
