/** Minimal document.cookie helpers for the session cookies (spec §4, §9). */
const DAY_SECONDS = 24 * 60 * 60;

export const COOKIE_MAX_AGE = {
  session: DAY_SECONDS,
  rememberMe: 30 * DAY_SECONDS,
  user: 30 * DAY_SECONDS,
} as const;

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
