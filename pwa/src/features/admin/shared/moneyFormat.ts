/** Display pieces the admin money lists (transactions, payouts) share. */
import type { AdminDateFilter } from '../../../lib/constants.ts';
import { formatThaiDate, formatTime } from '../../../lib/format.ts';
import { adminCommon } from './adminSharedTexts.ts';

const names: Record<AdminDateFilter, string> = {
  today: adminCommon.dateToday,
  '7d': adminCommon.date7Days,
  '30d': adminCommon.date30Days,
};

/** The money lists' date filter in Thai (admin spec §9); none means any time. */
export const dateFilterLabel = (date: AdminDateFilter | undefined) =>
  date ? names[date] : adminCommon.anyDate;

/** A date and time with the Buddhist-era year, or a dash. */
export const whenText = (iso: string | null) =>
  iso ? `${formatThaiDate(iso, 'short')} ${formatTime(iso)}` : adminCommon.none;
