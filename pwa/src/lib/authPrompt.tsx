/**
 * The app-wide "open sign-in" function (spec: a sign-in modal opens from the navbar or from a
 * global open-auth function). Screens call `useAuthPrompt().openAuth()`; code outside React (a
 * route guard, the /login redirect) calls `openAuth()` directly. The one sign-in modal, composed in
 * the root route, answers it.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export type AuthMode = 'login' | 'register';

export interface AuthPromptRequest {
  mode: AuthMode;
  /** Why sign-in is needed, shown to the visitor (e.g. "sign in to upload"). */
  reason?: string;
  /** Called instead of just closing, 1 s after a successful sign-in. */
  onSuccess?: () => void;
}

interface AuthPromptValue {
  request: AuthPromptRequest | null;
  openAuth: (request?: Partial<AuthPromptRequest>) => void;
  closeAuth: () => void;
}

let current: AuthPromptRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openAuth(next?: Partial<AuthPromptRequest>): void {
  current = {
    mode: next?.mode ?? 'login',
    ...(next?.reason ? { reason: next.reason } : {}),
    ...(next?.onSuccess ? { onSuccess: next.onSuccess } : {}),
  };
  emit();
}

export function closeAuth(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/**
 * Kept as the place the app composes sign-in around; the request itself lives in this module so
 * that route guards outside React can open the modal too.
 */
export function AuthPromptProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useAuthPrompt(): AuthPromptValue {
  const request = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { request, openAuth, closeAuth };
}
