/**
 * An audit value as an admin reads it (issue 17): every code an event carries (a category, a bank,
 * a payment method, a status…) by the Thai name the rest of the PWA already uses for it, dates and
 * instants in the Buddhist era, money in baht. A code no table knows yet shows as it came (a value
 * newer than the PWA), never as nothing.
 */
import { bankNames } from '../../../../../events/user/bankNames.ts';
import {
  categoryLabels,
  complaintWords,
  paymentMethodLabels,
  requestWords,
  roleLabels,
  statusLabels,
  vehicleTypeLabels,
} from '../../../lib/texts.ts';
import { labelOrKey } from '../../../lib/labels.ts';
import { formatSatang, formatThaiDate, formatTime } from '../../../lib/format.ts';
import { adminPayouts } from '../payouts/adminPayoutsTexts.ts';
import { adminTransactions } from '../transactions/adminTransactionsTexts.ts';
import { adminUsers } from '../users/adminUsersTexts.ts';
import { adminHistory as t } from './adminSharedTexts.ts';

type Labels = Readonly<Record<string, string>>;

/** Which label table names a field's codes; some fields mean different things on different entities. */
const CODE_LABELS: Record<string, Labels | ((entityType: string) => Labels)> = {
  category: categoryLabels,
  vehicleType: vehicleTypeLabels,
  vehicleTypes: vehicleTypeLabels,
  userType: adminUsers.userTypes,
  bankName: bankNames,
  paymentMethod: paymentMethodLabels,
  method: (entityType) => (entityType === 'payout' ? adminPayouts.methods : paymentMethodLabels),
  // A user's provider is how they sign in; a purchase's is who took the money.
  provider: (entityType) => (entityType === 'user' ? t.signInProviders : t.paymentProviders),
  kind: t.paymentKinds,
  priority: complaintWords.priorities,
  type: complaintWords.types,
  role: roleLabels,
  status: (entityType) => STATUS_LABELS[entityType] ?? {},
};

const STATUS_LABELS: Record<string, Labels> = {
  clip: statusLabels,
  purchase: adminTransactions.statuses,
  payout: adminPayouts.statuses,
  complaint: complaintWords.statuses,
  request: requestWords.statuses,
  user: adminUsers.statuses,
};

/** Credentials and one-time secrets' handles: an audit line never shows them, not even "changed". */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'passwordHash',
  'codeHash',
  'sessionId',
  'resetId',
  'verificationId',
]);

/** The field's Thai name; a field that means different things on different entities is named for this one. */
export function auditFieldText(field: string, entityType: string): string {
  if (field === 'provider') return entityType === 'user' ? t.signInProvider : t.paymentProvider;
  if (field === 'method' && entityType === 'payout') return adminPayouts.method;
  return t.fields[field] ?? field;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** An instant as a Buddhist-era date and Bangkok time: '22 พ.ย. 2569 09:15 น.'. */
export const whenText = (at: string) => (at ? `${formatThaiDate(at, 'short')} ${formatTime(at)} น.` : '');

const objectText = (field: string, value: object, entityType: string): string => {
  if (Array.isArray(value))
    return value.length === 0
      ? t.empty_value
      : value.map((item) => auditValueText(field, item, entityType)).join(', ');
  const record = value as Record<string, unknown>;
  // A payment failure: the provider's own words, not its code.
  if (typeof record.message === 'string' && record.message) return record.message;
  // A footage request's time: the day and its window.
  if (typeof record.incidentDate === 'string' && record.incidentDate)
    return [
      formatThaiDate(record.incidentDate, 'short'),
      typeof record.timeFrom === 'string' && typeof record.timeTo === 'string'
        ? `${record.timeFrom.slice(0, 5)}–${record.timeTo.slice(0, 5)} น.`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
  // A clip's place: the address as a person writes it.
  const place = ['address', 'subDistrict', 'district', 'province']
    .map((key) => record[key])
    .filter((part): part is string => typeof part === 'string' && part !== '');
  if (place.length > 0) return place.join(' ');
  return t.changedValue;
};

/** One value of an audit entry in Thai. */
export function auditValueText(field: string, value: unknown, entityType: string): string {
  if (value === null || value === undefined || value === '') return t.empty_value;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number')
    return field.endsWith('Satang') ? formatSatang(value) : value.toLocaleString('th-TH');
  if (typeof value === 'object') return objectText(field, value, entityType);
  const text = String(value);
  const codes = CODE_LABELS[field];
  if (codes) return labelOrKey(typeof codes === 'function' ? codes(entityType) : codes, text);
  if (ISO_INSTANT.test(text)) return whenText(text);
  if (CALENDAR_DAY.test(text)) return formatThaiDate(text, 'short');
  if (CLOCK_TIME.test(text)) return `${text.slice(0, 5)} น.`;
  return text;
}

/** Whether a before → after says nothing: the same value (kbank → kbank), by content. */
export const sameValue = (before: unknown, after: unknown) =>
  JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
