import { useId, type InputHTMLAttributes } from 'react';

interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'children'
> {
  label: string;
  /** YYYY-MM-DD, or undefined for none. */
  value: string | undefined;
  /** The new day, or undefined once the box is emptied. */
  onChange: (value: string | undefined) => void;
}

/** A labelled day filter of the admin lists (min/max pass through). */
export function DateField({ label, value, onChange, ...input }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        {...input}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}
