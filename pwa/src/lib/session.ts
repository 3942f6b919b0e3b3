/**
 * The signed-in session as the browser keeps it: localStorage `token` and `user` (spec §3).
 * Signed in means both are present; admin means `user.isAdmin`.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from './constants.ts';
import { deleteCookie } from './cookies.ts';
import { getToken } from './storedToken.ts';

// zod/mini, not classic zod (not tree-shakable): the session is read as the app starts.
export const storedUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  email: z.string(),
  displayName: z.pipe(
    z.nullish(z.string()),
    z.transform((name) => name ?? ''),
  ),
  isAdmin: z._default(z.boolean(), false),
  userType: z._default(z.string(), 'buyer'),
  roles: z._default(z.array(z.string()), ['buyer']),
  emailVerified: z._default(z.boolean(), false),
  photoURL: z.pipe(
    z.nullish(z.string()),
    z.transform((url) => url || null),
  ),
  lastLogin: z.pipe(
    z.nullish(z.string()),
    z.transform((at) => at ?? null),
  ),
  // The rest of the API's User (docs/api.md); kept when the server sends them.
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  phoneVerified: z.optional(z.boolean()),
  provider: z.nullish(z.string()),
  isActive: z.optional(z.boolean()),
  accountStatus: z.optional(z.enum(['active', 'deactivated', 'suspended'])),
  bankName: z.nullish(z.string()),
  accountName: z.nullish(z.string()),
  accountNumber: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export interface Session {
  user: StoredUser;
}

const CHANGE_EVENT = 'dashclip:session';

export { getToken };

/** The stored user, or null. A stored user that is not valid JSON or not a user is removed. */
export function readStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  return raw === null ? null : parseStoredUser(raw);
}

function parseStoredUser(raw: string): StoredUser | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = storedUserSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  localStorage.removeItem(STORAGE_KEYS.user);
  return null;
}

export function readSession(): Session | null {
  if (!getToken()) return null;
  const user = readStoredUser();
  return user ? { user } : null;
}

export function saveStoredUser(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export interface NewSession {
  token: string;
  user: StoredUser;
  /** Remember me: the server made the token last 30 days instead of 1. */
  rememberMe?: boolean;
}

/** The cookies earlier versions wrote (the token, and the user with e-mail, phone and bank account). */
function deleteOldSessionCookies(): void {
  deleteCookie(STORAGE_KEYS.token);
  deleteCookie(STORAGE_KEYS.user);
}

/**
 * Signs in this browser: token and user in localStorage only. Never in cookies (issue 15): a
 * cookie readable by script gives the token away as easily, travels with every request, and the
 * user record holds personal data (e-mail, phone, bank account). Cookies earlier versions wrote
 * are removed.
 */
export function saveSession({ token, user }: NewSession): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  deleteOldSessionCookies();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  deleteOldSessionCookies();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// useSyncExternalStore needs the same object back while nothing changed.
let cached: { token: string | null; user: string | null; session: Session | null } | null = null;

function snapshot(): Session | null {
  const token = getToken();
  const user = localStorage.getItem(STORAGE_KEYS.user);
  if (cached && cached.token === token && cached.user === user) return cached.session;
  const session = readSession();
  cached = { token, user: localStorage.getItem(STORAGE_KEYS.user), session };
  return session;
}

/** The current session, re-rendering when it changes (in this tab or another). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
