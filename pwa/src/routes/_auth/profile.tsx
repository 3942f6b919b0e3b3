import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/ComingSoon.tsx';
import { pages } from '../../lib/texts.ts';

export const Route = createFileRoute('/_auth/profile')({
  component: () => <ComingSoon title={pages.profile} />,
});
