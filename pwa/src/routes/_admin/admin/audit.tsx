import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/ComingSoon.tsx';
import { admin } from '../../../lib/texts.ts';

export const Route = createFileRoute('/_admin/admin/audit')({
  component: () => <ComingSoon title={admin.audit} />,
});
