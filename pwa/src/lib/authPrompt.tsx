/**
 * The app-wide "open sign-in" function (spec: a sign-in modal opens from the navbar or from a
 * global open-auth function). Any screen calls `useAuthPrompt().openAuth()`; the modal that answers
 * it is composed once in the root route, so the real sign-in modal can replace it in one place.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthMode = 'login' | 'register';

export interface AuthPromptRequest {
  mode: AuthMode;
  /** Why sign-in is needed, shown to the visitor (e.g. "sign in to upload"). */
  reason?: string;
}

interface AuthPromptValue {
  request: AuthPromptRequest | null;
  openAuth: (request?: Partial<AuthPromptRequest>) => void;
  closeAuth: () => void;
}

const AuthPromptContext = createContext<AuthPromptValue | null>(null);

export function AuthPromptProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<AuthPromptRequest | null>(null);
  const openAuth = useCallback((next?: Partial<AuthPromptRequest>) => {
    setRequest({ mode: next?.mode ?? 'login', ...(next?.reason ? { reason: next.reason } : {}) });
  }, []);
  const closeAuth = useCallback(() => setRequest(null), []);
  const value = useMemo(() => ({ request, openAuth, closeAuth }), [request, openAuth, closeAuth]);
  return <AuthPromptContext.Provider value={value}>{children}</AuthPromptContext.Provider>;
}

export function useAuthPrompt(): AuthPromptValue {
  const value = useContext(AuthPromptContext);
  if (!value) throw new Error('useAuthPrompt needs an AuthPromptProvider above it');
  return value;
}
