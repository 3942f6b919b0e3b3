import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyPage } from '../features/verify/components/VerifyPage.tsx';

const verifySearchSchema = z.object({
  sha256: z.string().max(200).optional().catch(undefined),
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
