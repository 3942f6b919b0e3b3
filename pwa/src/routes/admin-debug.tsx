import { createFileRoute } from '@tanstack/react-router';
import { AdminDebugPage } from '../features/auth/components/AdminDebugPage.tsx';

export const Route = createFileRoute('/admin-debug')({ component: AdminDebugPage });
