import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { COMPLAINT_SUBJECT_MAX, COMPLAINT_TYPES } from '../../../lib/constants.ts';
import { complaintWords } from '../../../lib/texts.ts';
import { complaints as t } from '../complaintsTexts.ts';
import {
  complaintFormSchema,
  useFileComplaint,
  type ComplaintFormInput,
  type ComplaintType,
  referenceTitleQueryOptions,
} from '../api/complaints.ts';

const typeOptions = COMPLAINT_TYPES.map((value) => ({ value, label: complaintWords.types[value] }));

interface ComplaintFormProps {
  /** The clip or purchase the complaint is about, when opened from one. */
  clipId?: string;
  purchaseId?: string;
  /** Preselects the type (a purchase suggests payment). */
  initialType?: ComplaintType;
  onFiled: () => void;
  onCancel?: () => void;
}

/** The complaint form: type, subject, description, and the clip or purchase it came from. */
export function ComplaintForm({ clipId, purchaseId, initialType, onFiled, onCancel }: ComplaintFormProps) {
  const file = useFileComplaint();
  const [clip, setClip] = useState(clipId);
  const [purchase, setPurchase] = useState(purchaseId);
  const defaultType: ComplaintType = initialType ?? (purchase ? 'payment' : clip ? 'content' : 'other');
  return (
    <Form<ComplaintFormInput, ReturnType<typeof complaintFormSchema.parse>>
      schema={complaintFormSchema}
      defaultValues={{ type: defaultType, subject: '', description: '' }}
      label={t.formLabel}
      onSubmit={async (values) => {
        await file.mutateAsync({
          ...values,
          ...(clip ? { clipId: clip } : {}),
          ...(purchase ? { purchaseId: purchase } : {}),
        });
        onFiled();
      }}
    >
      <SelectField<ComplaintFormInput> name="type" label={t.type} options={typeOptions} />
      {clip && !purchase && (
        <Reference label={t.aboutClip} clipId={clip} onRemove={() => setClip(undefined)} />
      )}
      {purchase && (
        <Reference label={t.aboutPurchase} purchaseId={purchase} onRemove={() => setPurchase(undefined)} />
      )}
      <TextField<ComplaintFormInput> name="subject" label={t.subject} maxLength={COMPLAINT_SUBJECT_MAX} />
      <TextAreaField<ComplaintFormInput> name="description" label={t.description} rows={5} />
      <SubmitButton busyText={t.submitting}>{t.submit}</SubmitButton>
      {onCancel && (
        <button type="button" className="button button--ghost button--block" onClick={onCancel}>
          {t.cancel}
        </button>
      )}
    </Form>
  );
}

/** What the complaint is about, by the clip's title (the id only while the title loads or if unknown). */
function Reference({
  label,
  clipId,
  purchaseId,
  onRemove,
}: {
  label: string;
  clipId?: string;
  purchaseId?: string;
  onRemove: () => void;
}) {
  const title = useQuery(referenceTitleQueryOptions({ clipId, purchaseId }));
  return (
    <p className="complaint__about">
      {label}: {title.data ? <strong>{title.data}</strong> : <code>{purchaseId ?? clipId}</code>}{' '}
      <button type="button" className="button button--ghost" onClick={onRemove}>
        {t.removeReference}
      </button>
    </p>
  );
}
