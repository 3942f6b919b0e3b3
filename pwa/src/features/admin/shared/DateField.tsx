import { ThaiDatePicker } from '../../../components/ThaiDatePicker.tsx';

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or undefined for none. */
  value: string | undefined;
  /** The new day, or undefined once the field is cleared. */
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
}

/** A labelled day filter of the admin lists: the Buddhist-era date picker, clearable (min/max pass through). */
export function DateField({ label, value, onChange, min, max }: DateFieldProps) {
  return <ThaiDatePicker label={label} value={value} onChange={onChange} min={min} max={max} clearable />;
}
