import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { UploadPage } from '../../features/upload/components/UploadPage.tsx';

const uploadSearchSchema = z.object({
  draft: z.catch(z.optional(z.string()), undefined),
  /** The footage request a clip is sent for (issue 22: "ส่งคลิปให้คำขอนี้"), kept for the form to link it. */
  request: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
});

export const Route = createFileRoute('/_auth/upload')({
  validateSearch: uploadSearchSchema,
  component: UploadRoute,
});

function UploadRoute() {
  const { draft, request } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UploadPage
      draftId={draft}
      requestId={request}
      onDraftInUrl={(id) =>
        void navigate({ search: (previous) => ({ ...previous, draft: id }), replace: true })
      }
      onUploaded={() => void navigate({ to: '/my-videos' })}
    />
  );
}
