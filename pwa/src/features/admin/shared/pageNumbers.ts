import { ADMIN_PAGER_NUMBERS } from '../../../lib/constants.ts';

/** The page numbers the admin pager shows: at most ADMIN_PAGER_NUMBERS, centred on the current page. */
export function pageNumbers(page: number, totalPages: number, count = ADMIN_PAGER_NUMBERS): number[] {
  const shown = Math.min(count, totalPages);
  const first = Math.max(1, Math.min(page - Math.floor(shown / 2), totalPages - shown + 1));
  return Array.from({ length: shown }, (_, index) => first + index);
}
