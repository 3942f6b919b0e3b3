import { useId } from 'react';

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

/** A labelled filter dropdown of the admin lists whose first option means no filter. */
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
