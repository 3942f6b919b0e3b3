import { createFileRoute } from '@tanstack/react-router';
import { DebugPage } from '../features/auth/components/DebugPage.tsx';
import { requireDebugAccess } from '../features/auth/api/debugAccess.ts';

export const Route = createFileRoute('/debug')({
  beforeLoad: ({ context }) => requireDebugAccess(context.queryClient),
  component: DebugPage,
});
