import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EmailVerificationPage } from '../features/auth/components/EmailVerificationPage.tsx';

const searchSchema = z.object({ token: z.string().min(1).optional().catch(undefined) });

export const Route = createFileRoute('/email-verification')({
  validateSearch: searchSchema,
  component: EmailVerificationRoute,
});

function EmailVerificationRoute() {
  const { token } = Route.useSearch();
  return <EmailVerificationPage token={token} />;
}
