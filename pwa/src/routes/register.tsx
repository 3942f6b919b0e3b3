import { createFileRoute, redirect } from '@tanstack/react-router';
import { openAuth } from '../lib/authPrompt.tsx';

/** /register opens the sign-in modal in register mode on /. */
export const Route = createFileRoute('/register')({
  beforeLoad: ({ preload }) => {
    if (!preload) openAuth({ mode: 'register' });
    throw redirect({ to: '/', replace: true });
  },
});
