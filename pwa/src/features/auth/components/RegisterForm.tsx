import { CheckboxField, Form, RadioGroupField, SubmitButton, TextField } from '../../../lib/form.tsx';
import { auth as texts } from '../authTexts.ts';
import {
  normalisePhone,
  registerSchema,
  USER_TYPES,
  type RegisterInput,
  type RegisterValues,
} from '../schemas/authSchemas.ts';

const userTypeOptions = USER_TYPES.map((value) => ({ value, label: texts.userTypes[value] }));

const emptyForm: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  userType: 'buyer',
  acceptTerms: false,
};

export function RegisterForm({ onSubmit }: { onSubmit: (values: RegisterValues) => Promise<void> }) {
  return (
    <Form
      schema={registerSchema}
      defaultValues={emptyForm}
      onSubmit={onSubmit}
      label={texts.registerFormLabel}
    >
      <div className="auth-pair">
        <TextField<RegisterInput> name="firstName" label={texts.firstName} autoComplete="given-name" />
        <TextField<RegisterInput> name="lastName" label={texts.lastName} autoComplete="family-name" />
      </div>
      <TextField<RegisterInput> name="email" label={texts.email} type="email" autoComplete="email" />
      <TextField<RegisterInput>
        name="password"
        label={texts.password}
        type="password"
        autoComplete="new-password"
      />
      <TextField<RegisterInput>
        name="confirmPassword"
        label={texts.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
      <TextField<RegisterInput>
        name="phone"
        label={texts.phone}
        hint={texts.phoneHint}
        normalise={normalisePhone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <RadioGroupField<RegisterInput> name="userType" legend={texts.userType} options={userTypeOptions} />
      <CheckboxField<RegisterInput> name="acceptTerms">
        {texts.acceptTerms} (
        <a href="/terms" target="_blank" rel="noopener">
          {texts.terms}
        </a>
        ,{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          {texts.privacy}
        </a>
        )
      </CheckboxField>
      <SubmitButton busyText={texts.submitting}>{texts.submitRegister}</SubmitButton>
    </Form>
  );
}
