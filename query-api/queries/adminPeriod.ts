import { MS_PER_DAY } from '../../events/constants.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';

/** The admin lists' date filter (admin spec §9): today (the Bangkok day so far), 7 or 30 days back. */
export const ADMIN_PERIODS = ['today', '7d', '30d'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];

/** Where the period starts; null for no period (everything). */
export function periodStart(period: AdminPeriod | undefined, now: Date): Date | null {
  switch (period) {
    case undefined:
      return null;
    case 'today':
      return new Date(`${bangkokDay(now)}T00:00:00+07:00`);
    case '7d':
      return new Date(now.getTime() - 7 * MS_PER_DAY);
    case '30d':
      return new Date(now.getTime() - 30 * MS_PER_DAY);
    default: {
      const unknown: never = period;
      return unknown;
    }
  }
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
