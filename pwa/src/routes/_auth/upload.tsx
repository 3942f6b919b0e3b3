import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { UploadPage } from '../../features/upload/components/UploadPage.tsx';

const uploadSearchSchema = z.object({ draft: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/_auth/upload')({
  validateSearch: uploadSearchSchema,
  component: UploadRoute,
});

function UploadRoute() {
  const { draft } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UploadPage
      draftId={draft}
      onDraftInUrl={(id) => void navigate({ search: { draft: id }, replace: true })}
      onUploaded={() => void navigate({ to: '/my-videos' })}
    />
  );
}
