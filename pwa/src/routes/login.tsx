import { createFileRoute, redirect } from '@tanstack/react-router';
import { openAuth } from '../lib/authPrompt.tsx';

/** There is no sign-in page: /login (linked from the spec's pages) opens the sign-in modal on /. */
export const Route = createFileRoute('/login')({
  beforeLoad: ({ preload }) => {
    if (!preload) openAuth({ mode: 'login' });
    throw redirect({ to: '/', replace: true });
  },
});
