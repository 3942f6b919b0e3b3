/**
 * The one form component (STYLE: react-hook-form + zod resolver through one shared form): a zod
 * schema validates and transforms, fields take their Thai labels and show their Thai messages,
 * and a failed submit answer shows as one alert under the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ThaiDatePicker } from '../components/ThaiDatePicker.tsx';
import './form.css';

export interface FormProps<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Throw an Error to show its (Thai) message under the form. */
  onSubmit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void> | void;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
}

export function Form<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  label,
  children,
  className,
}: FormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values, form);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className={className ?? 'form'}
        aria-label={label}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {children}
        {failure && (
          <p className="error-text" role="alert">
            {failure}
          </p>
        )}
      </form>
    </FormProvider>
  );
}

interface TextFieldProps<Input extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'children'
> {
  name: Path<Input>;
  label: string;
  hint?: string;
  /** Rewrites the value when the field loses focus, so the visitor sees what will be sent. */
  normalise?: (value: string) => string;
}

export function TextField<Input extends FieldValues>({
  name,
  label,
  hint,
  normalise,
  ...input
}: TextFieldProps<Input>) {
  const { register, formState, setValue } = useFormContext<Input>();
  const id = useId();
  const error = fieldError(formState.errors, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        {...register(name, {
          onBlur: normalise
            ? (event: FocusEvent<HTMLInputElement>) =>
                setValue(name, normalise(event.target.value) as PathValue<Input, Path<Input>>)
            : undefined,
        })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
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

interface DatePickerFieldProps<Input extends FieldValues> {
  name: Path<Input>;
  label: string;
  min?: string;
  max?: string;
  /** Offer a clear button (optional dates only). */
  clearable?: boolean;
}

/** A form's date as the Buddhist-era ThaiDatePicker; the form value stays 'YYYY-MM-DD' ('' for none). */
export function DatePickerField<Input extends FieldValues>({
  name,
  label,
  min,
  max,
  clearable,
}: DatePickerFieldProps<Input>) {
  const { field, fieldState } = useController<Input>({ name });
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <div className="field">
      <ThaiDatePicker
        id={id}
        label={label}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : undefined}
        onChange={(value) => field.onChange(value ?? '')}
        onBlur={field.onBlur}
        buttonRef={field.ref}
        min={min}
        max={max}
        clearable={clearable}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </div>
  );
}

interface CheckboxFieldProps<Input extends FieldValues> {
  name: Path<Input>;
  /** The visible label; may hold links (terms, privacy). */
  children: ReactNode;
}

export function CheckboxField<Input extends FieldValues>({ name, children }: CheckboxFieldProps<Input>) {
  const { register, formState } = useFormContext<Input>();
  const id = useId();
  const error = fieldError(formState.errors, name);
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </div>
  );
}

interface RadioGroupFieldProps<Input extends FieldValues> {
  name: Path<Input>;
  legend: string;
  options: readonly { value: string; label: string }[];
}

export function RadioGroupField<Input extends FieldValues>({
  name,
  legend,
  options,
}: RadioGroupFieldProps<Input>) {
  const { register, formState } = useFormContext<Input>();
  const id = useId();
  const error = fieldError(formState.errors, name);
  return (
    <fieldset className="field field--choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" value={option.value} {...register(name)} />
          {option.label}
        </label>
      ))}
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </fieldset>
  );
}

interface TextAreaFieldProps<Input extends FieldValues> {
  name: Path<Input>;
  label: string;
  rows?: number;
}

export function TextAreaField<Input extends FieldValues>({
  name,
  label,
  rows = 4,
}: TextAreaFieldProps<Input>) {
  const { register, formState } = useFormContext<Input>();
  const id = useId();
  const error = fieldError(formState.errors, name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </div>
  );
}

interface SelectFieldProps<Input extends FieldValues> {
  name: Path<Input>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("เลือก"); leave it out when a value is always chosen. */
  placeholder?: string;
}

export function SelectField<Input extends FieldValues>({
  name,
  label,
  options,
  placeholder,
}: SelectFieldProps<Input>) {
  const { register, formState } = useFormContext<Input>();
  const id = useId();
  const error = fieldError(formState.errors, name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </div>
  );
}

export function SubmitButton({ children, busyText }: { children: ReactNode; busyText: string }) {
  const { formState } = useFormContext();
  return (
    <button type="submit" className="button button--block" disabled={formState.isSubmitting}>
      {formState.isSubmitting ? busyText : children}
    </button>
  );
}

function fieldError(errors: FieldValues, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
