/**
 * Thai names and badge colours of a complaint's status, type and priority (admin spec §4
 * Complaint): an unknown status reads as open, an unknown type as other, an unknown priority as
 * medium.
 */
import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES, COMPLAINT_TYPES } from '../../../lib/constants.ts';
import { complaintWords as t } from '../../../lib/texts.ts';

const known = <T extends readonly string[]>(values: T, value: string, fallback: T[number]): T[number] =>
  (values as readonly string[]).includes(value) ? value : fallback;

export const complaintStatusOf = (status: string) => known(COMPLAINT_STATUSES, status, 'open');
export const complaintTypeOf = (type: string) => known(COMPLAINT_TYPES, type, 'other');
export const complaintPriorityOf = (priority: string) => known(COMPLAINT_PRIORITIES, priority, 'medium');

export const complaintStatusLabel = (status: string) => t.statuses[complaintStatusOf(status)];
export const complaintTypeLabel = (type: string) => t.types[complaintTypeOf(type)];
export const complaintPriorityLabel = (priority: string) => t.priorities[complaintPriorityOf(priority)];

const statusBadges = {
  open: 'badge--warn',
  in_progress: 'badge--info',
  resolved: 'badge--ok',
  rejected: 'badge--danger',
};
const priorityBadges = { low: '', medium: 'badge--info', high: 'badge--warn', urgent: 'badge--danger' };

export const complaintStatusBadge = (status: string) => `badge ${statusBadges[complaintStatusOf(status)]}`;
export const complaintPriorityBadge = (priority: string) =>
  `badge ${priorityBadges[complaintPriorityOf(priority)]}`.trim();
