import { Modal } from '../../../../components/Modal.tsx';
import { Form, SubmitButton, TextAreaField } from '../../../../lib/form.tsx';
import { common } from '../../../../lib/texts.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { rejectSchema, type Reject, type RejectInput } from '../api/moderateVideo.ts';

interface RejectModalProps {
  title: string;
  /** Throw an Error with a Thai message to keep the modal open and show it. */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Rejecting needs a reason: the seller sees it next to the rejected clip. */
export function RejectModal({ title, onReject, onClose }: RejectModalProps) {
  return (
    <Modal title={t.rejectTitle} onClose={onClose}>
      <p className="muted">{title}</p>
      <Form<RejectInput, Reject>
        schema={rejectSchema}
        defaultValues={{ reason: '' }}
        onSubmit={(values) => onReject(values.reason)}
        label={t.rejectTitle}
      >
        <TextAreaField<RejectInput> name="reason" label={t.rejectReason} />
        <SubmitButton busyText={t.rejecting}>{t.confirmReject}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}
