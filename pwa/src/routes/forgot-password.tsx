import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage.tsx';

const searchSchema = z.object({ token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined) });

export const Route = createFileRoute('/forgot-password')({
  validateSearch: searchSchema,
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { token } = Route.useSearch();
  // A new key per token: a second reset link opens a fresh form.
  return <ForgotPasswordPage key={token ?? ''} token={token} />;
}
