import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/components/AdminLayout.tsx';
import { NoAccess } from '../features/admin/components/NoAccess.tsx';
import { openAuth } from '../lib/authPrompt.tsx';
import { readSession, useSession } from '../lib/session.ts';

/**
 * Pathless layout for /admin/*: signed out → / with the sign-in modal; signed in without isAdmin →
 * the no-access screen (the child routes do not render, so their loaders' data is never shown).
 */
export const Route = createFileRoute('/_admin')({
  beforeLoad: ({ preload }) => {
    const session = readSession();
    if (!session) {
      if (!preload) openAuth({ mode: 'login' });
      throw redirect({ to: '/' });
    }
    return { session, isAdmin: session.user.isAdmin };
  },
  component: AdminRoute,
});

function AdminRoute() {
  const session = useSession();
  if (!session) return null; // signed out in another tab; the next navigation redirects
  if (!session.user.isAdmin) return <NoAccess user={session.user} />;
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
