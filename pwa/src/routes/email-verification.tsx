import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { EmailVerificationPage } from '../features/auth/components/EmailVerificationPage.tsx';

const searchSchema = z.object({ token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined) });

export const Route = createFileRoute('/email-verification')({
  validateSearch: searchSchema,
  component: EmailVerificationRoute,
});

function EmailVerificationRoute() {
  const { token } = Route.useSearch();
  return <EmailVerificationPage token={token} />;
}
