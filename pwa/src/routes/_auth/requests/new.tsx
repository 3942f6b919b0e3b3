import { createFileRoute } from '@tanstack/react-router';
import { NewRequestPage } from '../../../features/requests/components/NewRequestPage.tsx';

export const Route = createFileRoute('/_auth/requests/new')({
  component: NewRequestRoute,
});

function NewRequestRoute() {
  const navigate = Route.useNavigate();
  return (
    <NewRequestPage
      onOpened={(requestId) => void navigate({ to: '/requests/$requestId', params: { requestId } })}
    />
  );
}
