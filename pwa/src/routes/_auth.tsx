import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readSession } from '../lib/session.ts';

/** Pathless layout for screens that need a signed-in user; signed out they redirect to /. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: () => {
    const session = readSession();
    if (!session) throw redirect({ to: '/' });
    return { session };
  },
  component: Outlet,
});
