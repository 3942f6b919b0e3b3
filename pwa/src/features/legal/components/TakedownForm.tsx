import { useFormContext } from 'react-hook-form';
import {
  CheckboxField,
  Form,
  RadioGroupField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../lib/form.tsx';
import { CLIP_REFERENCE_MAX, TAKEDOWN_REQUESTER_ROLES, TAKEDOWN_TARGETS } from '../../../lib/constants.ts';
import {
  takedownFormSchema,
  useRequestTakedown,
  type TakedownFormInput,
  type TakedownFormValues,
} from '../api/requestTakedown.ts';
import { takedown as t } from '../legalTexts.ts';

const roleOptions = TAKEDOWN_REQUESTER_ROLES.map((value) => ({ value, label: t.roles[value] }));

/** The targets as checkboxes sharing one name: react-hook-form collects the checked ones. */
function TargetChoices() {
  const { register, formState } = useFormContext<TakedownFormInput>();
  const error = formState.errors.targets?.message;
  return (
    <fieldset
      className="takedown__choices field"
      aria-describedby={error ? 'takedown-targets-error' : undefined}
    >
      <legend>{t.targets}</legend>
      {TAKEDOWN_TARGETS.map((target) => (
        <label key={target} className="takedown__choice">
          <input type="checkbox" value={target} {...register('targets')} />
          <span>{t.targetNames[target]}</span>
        </label>
      ))}
      {error && (
        <small id="takedown-targets-error" className="error-text">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/** The takedown / blur request: which clip, who asks, what to blur or remove, how to reach them. */
export function TakedownForm({
  clipReference,
  onSent,
}: {
  clipReference?: string;
  onSent: (email: string) => void;
}) {
  const send = useRequestTakedown();
  return (
    <Form<TakedownFormInput, TakedownFormValues>
      schema={takedownFormSchema}
      defaultValues={{
        clipReference: clipReference ?? '',
        targets: [],
        details: '',
        name: '',
        email: '',
        phone: '',
      }}
      label={t.formLabel}
      onSubmit={async (values) => {
        await send.mutateAsync(values);
        onSent(values.email);
      }}
    >
      <TextField<TakedownFormInput>
        name="clipReference"
        label={t.clipReference}
        hint={t.clipReferenceHint}
        maxLength={CLIP_REFERENCE_MAX}
        inputMode="url"
        autoComplete="off"
      />
      <RadioGroupField<TakedownFormInput> name="role" legend={t.role} options={roleOptions} />
      <TargetChoices />
      <TextAreaField<TakedownFormInput> name="details" label={`${t.details} — ${t.detailsHint}`} rows={4} />
      <TextField<TakedownFormInput> name="name" label={t.name} autoComplete="name" />
      <TextField<TakedownFormInput> name="email" label={t.email} type="email" autoComplete="email" />
      <TextField<TakedownFormInput>
        name="phone"
        label={t.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <CheckboxField<TakedownFormInput> name="declaration">{t.declaration}</CheckboxField>
      <p className="muted">{t.privacyNote}</p>
      <SubmitButton busyText={t.submitting}>{t.submit}</SubmitButton>
    </Form>
  );
}
