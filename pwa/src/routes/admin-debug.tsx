import { createFileRoute } from '@tanstack/react-router';
import { AdminDebugPage } from '../features/auth/components/AdminDebugPage.tsx';
import { requireDebugAccess } from '../features/auth/api/debugAccess.ts';

export const Route = createFileRoute('/admin-debug')({
  beforeLoad: ({ context }) => requireDebugAccess(context.queryClient),
  component: AdminDebugPage,
});
