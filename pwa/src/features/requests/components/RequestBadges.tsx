import { todayInBangkok } from '../../../components/thaiCalendar.ts';
import { requestWords } from '../../../lib/texts.ts';
import type { RequestStatus } from '../api/requestSchema.ts';
import { incidentAge } from '../incidentAge.ts';

/** The request's status as a coloured badge. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  return <span className={`request-status request-status--${status}`}>{requestWords.statuses[status]}</span>;
}

/** "เกิดเหตุเมื่อ 2 วันก่อน", urgent (loud) while the footage may still be on a dashcam's card. */
export function IncidentAgeBadge({ incidentDate, today }: { incidentDate: string; today?: string }) {
  const age = incidentAge(incidentDate, today ?? todayInBangkok());
  if (!age) return null;
  return <span className={`request-age${age.urgent ? ' request-age--urgent' : ''}`}>{age.text}</span>;
}
