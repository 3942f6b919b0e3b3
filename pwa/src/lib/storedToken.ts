import { STORAGE_KEYS } from './constants.ts';

/** The signed-in session's ID token as the browser keeps it (spec §3), or null. */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}
