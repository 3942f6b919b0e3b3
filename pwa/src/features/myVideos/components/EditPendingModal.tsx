import { Modal } from '../../../components/Modal.tsx';
import { CATEGORIES, VEHICLE_TYPES } from '../../../lib/constants.ts';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { categoryLabel, vehicleTypeLabel } from '../../../lib/labels.ts';
import { showNotice } from '../../../lib/notice.ts';
import { common, myVideos as t } from '../../../lib/texts.ts';
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
        <TextField<F> name="title" label={t.fields.title} autoComplete="off" />
        <TextAreaField<F> name="description" label={t.fields.description} />
        <SelectField<F>
          name="category"
          label={t.fields.category}
          options={categories}
          placeholder={t.choose}
        />
        <SelectField<F>
          name="vehicleType"
          label={t.fields.vehicleType}
          options={vehicleTypes}
          placeholder={t.choose}
        />
        <TextField<F> name="price" label={t.fields.price} inputMode="numeric" />
        <TextField<F> name="tags" label={t.fields.tags} autoComplete="off" />
        <TextField<F> name="eventDate" label={t.fields.eventDate} type="date" />
        <TextField<F> name="eventTime" label={t.fields.eventTime} type="time" />
        <TextField<F> name="province" label={t.fields.province} />
        <TextField<F> name="district" label={t.fields.district} />
        <TextField<F> name="subDistrict" label={t.fields.subDistrict} />
        <TextField<F> name="address" label={t.fields.address} />
        <TextField<F> name="latitude" label={t.fields.latitude} inputMode="decimal" />
        <TextField<F> name="longitude" label={t.fields.longitude} inputMode="decimal" />
        <SubmitButton busyText={t.saving}>{t.save}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}
