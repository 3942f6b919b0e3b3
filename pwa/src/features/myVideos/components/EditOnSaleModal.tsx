import { Modal } from '../../../components/Modal.tsx';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { showNotice } from '../../../lib/notice.ts';
import { clipEdit, common } from '../../../lib/texts.ts';
import { myVideos as t } from '../myVideosTexts.ts';
import {
  onSaleEditSchema,
  onSaleFormValues,
  useEditVideo,
  type OnSaleEdit,
  type OnSaleEditInput,
} from '../api/editVideo.ts';
import type { MyVideo } from '../api/myVideoSchema.ts';
import { failureMessage } from './failureMessage.ts';

/** The profile uploads tab's edit modal: title, description, price of a clip on sale. */
export function EditOnSaleModal({ video, onClose }: { video: MyVideo; onClose: () => void }) {
  const edit = useEditVideo();
  const save = async (values: OnSaleEdit) => {
    try {
      await edit.mutateAsync({ id: video._id, body: values });
    } catch (error) {
      // Thrown on, the form keeps the popup open and shows why (DESIGN §7).
      throw new Error(failureMessage(error, t.editFailed));
    }
    showNotice(t.saved);
    onClose();
  };
  return (
    <Modal title={t.editTitle} onClose={onClose}>
      <Form<OnSaleEditInput, OnSaleEdit>
        schema={onSaleEditSchema}
        defaultValues={onSaleFormValues(video)}
        onSubmit={save}
        label={t.editTitle}
      >
        <TextField<OnSaleEditInput> name="title" label={clipEdit.fields.title} autoComplete="off" />
        <TextAreaField<OnSaleEditInput> name="description" label={clipEdit.fields.description} />
        <TextField<OnSaleEditInput> name="price" label={clipEdit.fields.price} inputMode="numeric" />
        <SubmitButton busyText={clipEdit.saving}>{clipEdit.save}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}
