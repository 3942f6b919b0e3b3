import { Modal } from '../../../components/Modal.tsx';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { authPrompt, common } from '../../../lib/texts.ts';

/**
 * Answers openAuth() until real sign-in exists: it says plainly that sign-in is not available
 * yet. The real login/register modal replaces this component in the root route.
 */
export function SignInPrompt() {
  const { request, closeAuth } = useAuthPrompt();
  if (!request) return null;
  return (
    <Modal title={authPrompt.title} onClose={closeAuth}>
      {request.reason && <p>{request.reason}</p>}
      <p className="muted">{authPrompt.body}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={closeAuth}>
          {common.close}
        </button>
      </div>
    </Modal>
  );
}
