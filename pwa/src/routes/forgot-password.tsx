import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon.tsx';
import { pages } from '../lib/texts.ts';

export const Route = createFileRoute('/forgot-password')({
  component: () => <ComingSoon title={pages.forgotPassword} />,
});
