/** /upload: the seller's drafts on this device and the form for the one being edited. */
import { useState } from 'react';
import { common } from '../../../lib/texts.ts';
import { upload as t } from '../uploadTexts.ts';
import { useSession } from '../../../lib/session.ts';
import { useDraft, useDrafts } from '../drafts/useDrafts.ts';
import { uploadEngine } from '../sync/uploadEngine.ts';
import { DraftsList } from './DraftsList.tsx';
import { UploadForm } from './UploadForm.tsx';
import { useOnline } from './useOnline.ts';
import './upload.css';

interface UploadPageProps {
  /** The draft in the URL (?draft=), so a reload reopens it. */
  draftId: string | undefined;
  /** Puts a draft id in the URL (undefined: a new draft). */
  onDraftInUrl: (id: string | undefined) => void;
  onUploaded: () => void;
  /** The footage request a new draft is sent for (?request=, issue 22). */
  requestId?: string;
}

let newForms = 0;

export function UploadPage({ draftId, onDraftInUrl, onUploaded, requestId }: UploadPageProps) {
  const uid = useSession()?.user.uid ?? '';
  const { drafts, error } = useDrafts(uid);
  const online = useOnline();
  // Opened without a network (an offline reload): the draft came from this device, and that is
  // what the seller needs to hear, not a connection error.
  const [openedOffline] = useState(() => !navigator.onLine);
  // The form's identity: changes only when the seller opens another draft or starts a new one,
  // not when a new draft gets its id in the URL (that would remount the form mid-edit).
  const [formKey, setFormKey] = useState<{ key: string; draftId: string | undefined }>(() => ({
    key: draftId ?? 'new-0',
    draftId,
  }));
  const opened = useDraft(formKey.draftId);

  const open = (id: string | undefined) => {
    setFormKey({ key: id ?? `new-${++newForms}`, draftId: id });
    onDraftInUrl(id);
  };

  const loading = formKey.draftId !== undefined && opened === undefined;
  const draft = opened && opened.ownerUid === uid ? opened : null;

  return (
    <div className="upload-page">
      <h1>{t.title}</h1>
      {!online && (
        <p className="upload-offline" role="status">
          {openedOffline ? t.offline.reloaded : t.offline.banner}
        </p>
      )}
      <DraftsList
        drafts={drafts}
        currentId={draftId ?? formKey.draftId}
        error={error}
        onOpen={open}
        onRetry={(id) => void uploadEngine().submit(id)}
        onRemove={(id) => {
          void uploadEngine().discard(id);
          if (id === formKey.draftId) open(undefined);
        }}
      />
      <button type="button" className="button button--ghost" onClick={() => open(undefined)}>
        {t.actions.newDraft}
      </button>
      {loading ? (
        <p className="muted">{common.loading}</p>
      ) : (
        <UploadForm
          key={formKey.key}
          ownerUid={uid}
          draft={draft}
          onDraftCreated={(id) => onDraftInUrl(id)}
          onUploaded={onUploaded}
          requestId={requestId}
        />
      )}
    </div>
  );
}
