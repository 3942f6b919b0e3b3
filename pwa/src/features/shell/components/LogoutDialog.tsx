import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { firebaseSettingsOf } from '../../../lib/authConfig.ts';
import { showNotice } from '../../../lib/notice.ts';
import { signOut } from '../../../lib/signOut.ts';
import { common } from '../../../lib/texts.ts';
import { logout } from '../shellTexts.ts';

/**
 * Confirms sign-out: POST /auth/logout, then the session is cleared and the page reloads (spec:
 * navbar logout). If the server cannot be told, this browser still forgets the session and says
 * the logout went wrong (admin spec §8) instead of reloading the message away.
 */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    if (await signOut(await firebaseSettingsOf(queryClient))) {
      window.location.reload();
      return;
    }
    showNotice(logout.failed, 'error');
    onClose();
    // A guarded screen re-checks its guard and leaves now that nobody is signed in.
    void router.invalidate();
  };

  return (
    <Modal title={logout.title} onClose={onClose}>
      <p>{logout.question}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {common.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? logout.working : logout.confirm}
        </button>
      </div>
    </Modal>
  );
}
