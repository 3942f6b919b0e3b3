import { Modal } from '../../../../components/Modal.tsx';
import { CATEGORIES } from '../../../../lib/constants.ts';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '../../../../lib/form.tsx';
import { categoryLabel } from '../../../../lib/labels.ts';
import { clipEdit, common } from '../../../../lib/texts.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import type { AdminVideo } from '../api/getAdminVideos.ts';
import {
  adminEditSchema,
  adminEditValues,
  type AdminEdit,
  type AdminEditInput,
} from '../api/moderateVideo.ts';

const categories = CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

interface AdminEditModalProps {
  video: AdminVideo;
  /** Throw an Error with a Thai message: the popup stays open and shows it (admin spec §8). */
  onSave: (changes: AdminEdit) => Promise<void>;
  onClose: () => void;
}

/** The admin's edit popup: title, description, one of the six incident categories, price. */
export function AdminEditModal({ video, onSave, onClose }: AdminEditModalProps) {
  type F = AdminEditInput;
  return (
    <Modal title={t.editTitle} onClose={onClose}>
      <Form<F, AdminEdit>
        schema={adminEditSchema}
        defaultValues={adminEditValues(video)}
        onSubmit={onSave}
        label={t.editTitle}
      >
        <TextField<F> name="title" label={clipEdit.fields.title} autoComplete="off" />
        <TextAreaField<F> name="description" label={clipEdit.fields.description} />
        <SelectField<F>
          name="category"
          label={clipEdit.fields.category}
          options={categories}
          placeholder={clipEdit.choose}
        />
        <TextField<F> name="price" label={clipEdit.fields.price} inputMode="numeric" />
        <SubmitButton busyText={clipEdit.saving}>{clipEdit.save}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}
