import { Modal } from '../../../components/Modal.tsx';
import { clearSession } from '../../../lib/session.ts';
import { common, logout } from '../../../lib/texts.ts';

/** Confirms sign-out; then clears token and user and reloads the page (spec: navbar logout). */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const confirm = () => {
    clearSession();
    window.location.reload();
  };
  return (
    <Modal title={logout.title} onClose={onClose}>
      <p>{logout.question}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {common.cancel}
        </button>
        <button type="button" className="button button--danger" onClick={confirm}>
          {logout.confirm}
        </button>
      </div>
    </Modal>
  );
}
