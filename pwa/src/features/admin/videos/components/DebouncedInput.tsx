import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../../../lib/constants.ts';

interface DebouncedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  label: string;
  /** The committed value (from the URL). */
  value: string;
  /** Called once typing has rested for FILTER_DEBOUNCE_MS. */
  onCommit: (value: string) => void;
}

/**
 * A labelled text or number filter that commits once the admin stops typing, so the list is not
 * asked again for every key. A committed value changing from outside (clear filters, the back
 * button) replaces what is in the box.
 */
export function DebouncedInput({ label, value, onCommit, ...input }: DebouncedInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onCommit(next), FILTER_DEBOUNCE_MS);
        }}
      />
    </div>
  );
}
