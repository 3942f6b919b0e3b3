/**
 * The clip edit popup of a seller (a clip awaiting review, or one on sale) and of an admin: one
 * field for each key of the screen's schema, in its order, then save and cancel. A failed save
 * throws its Thai message; the popup stays open and shows it (DESIGN §7).
 */
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ClipEditField } from '../lib/clipEditSchema.ts';
import { CATEGORIES, VEHICLE_TYPES } from '../lib/constants.ts';
import { DatePickerField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '../lib/form.tsx';
import { todayInBangkok } from './thaiCalendar.ts';
import { categoryLabel, vehicleTypeLabel } from '../lib/labels.ts';
import { clipEdit, common } from '../lib/texts.ts';
import { Modal } from './Modal.tsx';

const categories = CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
const vehicleTypes = VEHICLE_TYPES.map((value) => ({ value, label: vehicleTypeLabel(value) }));

interface ClipEditModalProps<Input extends FieldValues, Output> {
  /** The popup's title and the form's name. */
  title: string;
  schema: z.ZodType<Output, Input> & { shape: Partial<Record<ClipEditField, unknown>> };
  defaultValues: DefaultValues<Input>;
  onSave: (values: Output) => Promise<void>;
  onClose: () => void;
  className?: string;
  /** What the save button says (default บันทึก), e.g. when saving also sends the clip for review. */
  submitText?: string;
  /** Shown above the fields, e.g. why the clip was rejected. */
  intro?: ReactNode;
}

export function ClipEditModal<Input extends FieldValues, Output>({
  title,
  schema,
  defaultValues,
  onSave,
  onClose,
  className,
  submitText = clipEdit.save,
  intro,
}: ClipEditModalProps<Input, Output>) {
  const fields = Object.keys(schema.shape) as ClipEditField[];
  return (
    <Modal title={title} onClose={onClose} closeButton>
      {intro}
      <Form<Input, Output>
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={onSave}
        label={title}
        className={className}
      >
        {fields.map((field) => (
          <ClipField<Input> key={field} field={field} />
        ))}
        <SubmitButton busyText={clipEdit.saving}>{submitText}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}

function ClipField<Input extends FieldValues>({ field }: { field: ClipEditField }) {
  const name = field as Path<Input>;
  const label = clipEdit.fields[field];
  switch (field) {
    case 'description':
      return <TextAreaField<Input> name={name} label={label} />;
    case 'category':
      return (
        <SelectField<Input> name={name} label={label} options={categories} placeholder={clipEdit.choose} />
      );
    case 'vehicleType':
      return (
        <SelectField<Input> name={name} label={label} options={vehicleTypes} placeholder={clipEdit.choose} />
      );
    case 'title':
    case 'tags':
      return <TextField<Input> name={name} label={label} autoComplete="off" />;
    case 'price':
      return <TextField<Input> name={name} label={label} inputMode="numeric" />;
    case 'eventDate':
      return <DatePickerField<Input> name={name} label={label} max={todayInBangkok()} />;
    case 'eventTime':
      return <TextField<Input> name={name} label={label} type="time" />;
    case 'latitude':
    case 'longitude':
      return <TextField<Input> name={name} label={label} inputMode="decimal" />;
    default:
      return <TextField<Input> name={name} label={label} />;
  }
}
