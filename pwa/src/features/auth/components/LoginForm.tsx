import { Link } from '@tanstack/react-router';
import { CheckboxField, Form, SubmitButton, TextField } from '../../../lib/form.tsx';
import { auth as texts } from '../authTexts.ts';
import { loginSchema, type LoginValues } from '../schemas/authSchemas.ts';

interface LoginFormProps {
  defaultEmail?: string;
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Following "forgot password" leaves the modal. */
  onLeave: () => void;
}

export function LoginForm({ defaultEmail = '', onSubmit, onLeave }: LoginFormProps) {
  return (
    <Form
      schema={loginSchema}
      defaultValues={{ email: defaultEmail, password: '', rememberMe: false }}
      onSubmit={onSubmit}
      label={texts.loginFormLabel}
    >
      <TextField<LoginValues> name="email" label={texts.email} type="email" autoComplete="email" />
      <TextField<LoginValues>
        name="password"
        label={texts.password}
        type="password"
        autoComplete="current-password"
      />
      <div className="auth-row">
        <CheckboxField<LoginValues> name="rememberMe">{texts.rememberMe}</CheckboxField>
        <Link to="/forgot-password" onClick={onLeave}>
          {texts.forgotPassword}
        </Link>
      </div>
      <SubmitButton busyText={texts.submitting}>{texts.submitLogin}</SubmitButton>
    </Form>
  );
}
