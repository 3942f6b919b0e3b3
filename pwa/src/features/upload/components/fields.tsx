/** The upload form's select and textarea, shaped like the shared form's TextField. */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { upload as t } from '../uploadTexts.ts';
import type { UploadFormValues } from '../form/uploadSchema.ts';

type Name = keyof UploadFormValues;

export function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<UploadFormValues>();
  const errors: FieldErrors<UploadFormValues> = formState.errors;
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

interface FieldShellProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

function FieldShell({ id, label, error, children }: FieldShellProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: Name;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ name, label, options, placeholder = t.choose, ...select }: SelectFieldProps) {
  const { register, watch } = useFormContext<UploadFormValues>();
  const id = useId();
  const error = useFieldError(name);
  const registered = register(name);
  // Controlled: a draft's saved choice shows once its options have loaded.
  const value = watch(name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        {...select}
        {...registered}
        value={value}
        onChange={(event) => {
          void registered.onChange(event);
          select.onChange?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({ name, label, maxLength }: { name: Name; label: string; maxLength?: number }) {
  const { register } = useFormContext<UploadFormValues>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}
