import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { openAuth } from '../lib/authPrompt.tsx';
import { readSession, useSession } from '../lib/session.ts';

/**
 * Pathless layout for screens that need a signed-in user (/profile, /upload, /my-videos…): signed
 * out they redirect to / and open the sign-in modal.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ preload }) => {
    const session = readSession();
    if (!session) {
      // Hovering a link preloads the route; only a real visit asks to sign in.
      if (!preload) openAuth({ mode: 'login' });
      throw redirect({ to: '/' });
    }
    return { session };
  },
  component: AuthRoute,
});

function AuthRoute() {
  // Signed out while here (another tab, a 401): the screen stops showing private data at once.
  const session = useSession();
  return session ? <Outlet /> : null;
}
