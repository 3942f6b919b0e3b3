import { createFileRoute } from '@tanstack/react-router';
import { DevOutboxPage } from '../features/devtools/components/DevOutboxPage.tsx';

export const Route = createFileRoute('/dev/mailbox')({ component: () => <DevOutboxPage kind="mailbox" /> });
