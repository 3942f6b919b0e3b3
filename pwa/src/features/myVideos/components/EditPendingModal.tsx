import { Modal } from '../../../components/Modal.tsx';
import { CATEGORIES, VEHICLE_TYPES } from '../../../lib/constants.ts';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { categoryLabel, vehicleTypeLabel } from '../../../lib/labels.ts';
import { showNotice } from '../../../lib/notice.ts';
import { clipEdit, common } from '../../../lib/texts.ts';
import { myVideos as t } from '../myVideosTexts.ts';
import {
  pendingEditBody,
  pendingEditSchema,
  pendingFormValues,
  useEditVideo,
  type PendingEdit,
  type PendingEditInput,
} from '../api/editVideo.ts';
import type { MyVideo } from '../api/myVideoSchema.ts';
import { failureMessage } from './failureMessage.ts';

const categories = CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
const vehicleTypes = VEHICLE_TYPES.map((value) => ({ value, label: vehicleTypeLabel(value) }));

/**
 * My videos' full edit form for a clip still awaiting review: the upload form's fields. The place
 * is edited as text and coordinates (the map pin lives on the upload screen).
 */
export function EditPendingModal({ video, onClose }: { video: MyVideo; onClose: () => void }) {
  const edit = useEditVideo();
  const save = async (values: PendingEdit) => {
    try {
      await edit.mutateAsync({ id: video._id, body: pendingEditBody(values) });
    } catch (error) {
      throw new Error(failureMessage(error, t.editFailed));
    }
    showNotice(t.saved);
    onClose();
  };
  type F = PendingEditInput;
  return (
    <Modal title={t.editTitle} onClose={onClose}>
      <Form<F, PendingEdit>
        schema={pendingEditSchema}
        defaultValues={pendingFormValues(video)}
        onSubmit={save}
        label={t.editTitle}
        className="form my-videos__full-form"
      >
        <TextField<F> name="title" label={clipEdit.fields.title} autoComplete="off" />
        <TextAreaField<F> name="description" label={clipEdit.fields.description} />
        <SelectField<F>
          name="category"
          label={clipEdit.fields.category}
          options={categories}
          placeholder={clipEdit.choose}
        />
        <SelectField<F>
          name="vehicleType"
          label={clipEdit.fields.vehicleType}
          options={vehicleTypes}
          placeholder={clipEdit.choose}
        />
        <TextField<F> name="price" label={clipEdit.fields.price} inputMode="numeric" />
        <TextField<F> name="tags" label={clipEdit.fields.tags} autoComplete="off" />
        <TextField<F> name="eventDate" label={clipEdit.fields.eventDate} type="date" />
        <TextField<F> name="eventTime" label={clipEdit.fields.eventTime} type="time" />
        <TextField<F> name="province" label={clipEdit.fields.province} />
        <TextField<F> name="district" label={clipEdit.fields.district} />
        <TextField<F> name="subDistrict" label={clipEdit.fields.subDistrict} />
        <TextField<F> name="address" label={clipEdit.fields.address} />
        <TextField<F> name="latitude" label={clipEdit.fields.latitude} inputMode="decimal" />
        <TextField<F> name="longitude" label={clipEdit.fields.longitude} inputMode="decimal" />
        <SubmitButton busyText={clipEdit.saving}>{clipEdit.save}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}
