import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../../lib/constants.ts';

interface DebouncedFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  label: string;
  /** The committed value (from the URL). */
  value: string;
  /** Called with the trimmed text once typing has rested for FILTER_DEBOUNCE_MS (only if it differs). */
  onCommit: (value: string) => void;
  /** The class of the wrapping field (default "field"). */
  fieldClassName?: string;
}

/**
 * A labelled filter box of the admin lists: the box follows the keyboard at once, the list is asked
 * again only once typing rests (admin spec §5), and a committed value changing from outside (clear
 * filters, the back button) replaces what is in the box. Other input props (type, placeholder,
 * maxLength, inputMode…) pass through.
 */
export function DebouncedField({
  label,
  value,
  onCommit,
  fieldClassName = 'field',
  ...input
}: DebouncedFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // The URL changed from elsewhere (back button, a cleared filter): show what it says.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const latest = useRef({ value, onCommit });
  useEffect(() => {
    latest.current = { value, onCommit };
  });

  useEffect(() => {
    const text = typed.trim();
    if (text === latest.current.value) return undefined;
    const timer = setTimeout(() => latest.current.onCommit(text), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <div className={fieldClassName}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} value={typed} onChange={(event) => setTyped(event.target.value)} />
    </div>
  );
}
