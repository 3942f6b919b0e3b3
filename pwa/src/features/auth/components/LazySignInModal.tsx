import { lazy, Suspense } from 'react';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';

// The forms (react-hook-form) and the sign-in flows load when someone opens sign-in, not with
// every first page: most visitors browse before they sign in.
const SignInModal = lazy(() =>
  import('./SignInModal.tsx').then((module) => ({ default: module.SignInModal })),
);

/** The sign-in modal of the root route, loaded the first time openAuth() asks for it. */
export function LazySignInModal() {
  const { request } = useAuthPrompt();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal />
    </Suspense>
  );
}
