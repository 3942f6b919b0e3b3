import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (the admin screens' search boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A text filter typed into a box: the box follows the keyboard at once, `commit` gets the text
 * once typing pauses (FILTER_DEBOUNCE_MS), and the box follows the URL when it changes elsewhere.
 */
export function useDebouncedFilter(committed: string, commit: (value: string) => void, ms: number) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    // The URL changed under us (back, clear filters): show what it says.
    setSeen(committed);
    setText(committed);
  }
  const debounced = useDebounced(text, ms);
  useEffect(() => {
    if (debounced.trim() !== committed.trim()) commit(debounced.trim());
    // Only a pause in typing commits; a changed `committed` alone must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [text, setText] as const;
}
