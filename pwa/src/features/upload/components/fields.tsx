/** The upload form's select and textarea, shaped like the shared form's TextField. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
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
  /** "12/100" under a limited field. */
  counter?: { length: number; max: number };
}

function FieldShell({ id, label, error, children, counter }: FieldShellProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {counter && (
        <small id={`${id}-counter`} className="muted upload-form__counter">
          {t.counter(counter.length, counter.max)}
        </small>
      )}
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

const describedBy = (id: string, error: string | undefined, counted: boolean) =>
  [counted ? `${id}-counter` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A textarea; with `maxLength` it counts what is typed against the limit. */
export function TextAreaField({ name, label, maxLength }: { name: Name; label: string; maxLength?: number }) {
  const { register, watch } = useFormContext<UploadFormValues>();
  const id = useId();
  const error = useFieldError(name);
  const length = watch(name).length;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      counter={maxLength === undefined ? undefined : { length, max: maxLength }}
    >
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, maxLength !== undefined)}
      />
    </FieldShell>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: Name;
  label: string;
  /** Counts what is typed against `maxLength`. */
  counted?: boolean;
  /** The message is already shown by a field beside it (latitude and longitude share "pin it"). */
  errorShownElsewhere?: boolean;
}

export function InputField({ name, label, counted, errorShownElsewhere, ...input }: InputFieldProps) {
  const { register, watch } = useFormContext<UploadFormValues>();
  const id = useId();
  const fieldError = useFieldError(name);
  const error = errorShownElsewhere ? undefined : fieldError;
  const length = watch(name).length;
  const counter = counted && input.maxLength !== undefined ? { length, max: input.maxLength } : undefined;
  return (
    <FieldShell id={id} label={label} error={error} counter={counter}>
      <input
        id={id}
        {...input}
        {...register(name)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy(id, error, counter !== undefined)}
      />
    </FieldShell>
  );
}
