import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage.tsx';

const searchSchema = z.object({ token: z.string().min(1).optional().catch(undefined) });

export const Route = createFileRoute('/forgot-password')({
  validateSearch: searchSchema,
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { token } = Route.useSearch();
  // A new key per token: a second reset link opens a fresh form.
  return <ForgotPasswordPage key={token ?? ''} token={token} />;
}
