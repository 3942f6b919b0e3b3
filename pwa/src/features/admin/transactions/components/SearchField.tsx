import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS, SEARCH_KEYWORD_MAX } from '../../../../lib/constants.ts';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  /** Called FILTER_DEBOUNCE_MS after the admin stops typing, with the trimmed text. */
  onSearch: (search: string) => void;
}

/** The money lists' search box: it asks the server only once typing settles. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // The address changed from elsewhere (back button, a cleared filter): show what it says.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  useEffect(() => {
    const text = typed.trim();
    if (text === latest.current.value) return undefined;
    const timer = setTimeout(() => latest.current.onSearch(text), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={typed}
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={placeholder}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
  );
}

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T | undefined;
  choices: readonly T[];
  /** The Thai name of each choice. */
  name: (choice: T) => string;
  /** The name of "no filter". */
  allText: string;
  onChange: (value: T | undefined) => void;
}

/** A filter dropdown whose first option means no filter. */
export function ChoiceField<T extends string>({
  label,
  value,
  choices,
  name,
  allText,
  onChange,
}: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? (event.target.value as T) : undefined)}
      >
        <option value="">{allText}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {name(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
