/** Thai names and badge colours of a footage request's status (issue 22). */
import { requestWords } from '../../../lib/texts.ts';
import type { RequestStatus } from './adminRequestsSearch.ts';

const statusBadges: Record<RequestStatus, string> = {
  open: 'badge--ok',
  fulfilled: 'badge--info',
  closed: '',
  expired: '',
  removed: 'badge--danger',
};

export const requestStatusLabel = (status: RequestStatus) => requestWords.statuses[status];
export const requestStatusBadge = (status: RequestStatus) => `badge ${statusBadges[status]}`.trim();
