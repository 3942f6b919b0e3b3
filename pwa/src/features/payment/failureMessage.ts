import { isApiError } from '../../lib/apiClient.ts';

/** The server's Thai message when there is one, else this screen's own. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
