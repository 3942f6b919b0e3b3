import { createFileRoute } from '@tanstack/react-router';
import { DebugPage } from '../features/auth/components/DebugPage.tsx';

export const Route = createFileRoute('/debug')({ component: DebugPage });
