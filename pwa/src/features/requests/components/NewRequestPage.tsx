/** /requests/new: a signed-in member asks for footage; once opened, its page lists the matching clips at once. */
import { useOpenRequest } from '../api/saveRequest.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { RequestForm } from './RequestForm.tsx';
import './requests.css';

const t = requestsTexts.form;

export function NewRequestPage({ onOpened }: { onOpened: (requestId: string) => void }) {
  const open = useOpenRequest();
  return (
    <section className="page request-page request-page--form">
      <header className="page__header">
        <h1>{t.newTitle}</h1>
        <p className="muted">{t.newIntro}</p>
      </header>
      <RequestForm
        onSubmit={async (body) => {
          const { requestId } = await open.mutateAsync(body);
          onOpened(requestId);
        }}
      />
    </section>
  );
}
