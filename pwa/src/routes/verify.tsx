import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VerifyPage } from '../features/verify/components/VerifyPage.tsx';

const verifySearchSchema = z.object({
  sha256: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/verify')({
  validateSearch: verifySearchSchema,
  component: VerifyRoute,
});

function VerifyRoute() {
  const { sha256 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VerifyPage
      sha256={sha256}
      onCheck={(hash) => void navigate({ search: { sha256: hash }, replace: true })}
    />
  );
}
