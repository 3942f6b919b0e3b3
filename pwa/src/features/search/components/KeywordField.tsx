/**
 * The keyword box: commits 500 ms after typing stops (or at once on Enter), with a typeahead
 * listbox under it (arrow keys, Enter, Escape). A place suggestion sets province/district instead
 * of the keyword.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FILTER_DEBOUNCE_MS, SEARCH_KEYWORD_MAX, SUGGEST_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { search as t } from '../searchTexts.ts';
import { suggestQueryOptions, type Suggestion } from '../api/suggest.ts';
import type { FilterPatch } from '../searchParams.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';

interface KeywordFieldProps {
  keyword: string | undefined;
  onChange: (patch: FilterPatch) => void;
}

export function placePatch(suggestion: Suggestion): FilterPatch {
  const isDistrict = Boolean(suggestion.province) && suggestion.province !== suggestion.text;
  return isDistrict
    ? { keyword: undefined, province: suggestion.province ?? undefined, district: suggestion.text }
    : { keyword: undefined, province: suggestion.text, district: undefined };
}

export function KeywordField({ keyword, onChange }: KeywordFieldProps) {
  const inputId = useId();
  const listId = useId();
  const committed = keyword ?? '';
  const [draft, setDraft] = useState(committed);
  // The URL changed under us (back button, clear filters): show what it now says.
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    setDraft(committed);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = draft.trim();
  const settled = useDebounced(typed, FILTER_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === typed && settled !== committed) onChange({ keyword: settled || undefined });
    // Only a settled change commits; `committed` moving (back button) must not re-commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const asked = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const suggestOptions = suggestQueryOptions(asked);
  const suggestions = useQuery({ ...suggestOptions, enabled: open && suggestOptions.enabled });
  const items = open && asked === typed ? (suggestions.data ?? []) : [];
  const expanded = items.length > 0;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    if (suggestion.kind === 'place') {
      setDraft('');
      onChange(placePatch(suggestion));
    } else {
      setDraft(suggestion.text);
      onChange({ keyword: suggestion.text });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: moving past either end comes back to what was typed.
      setActive((current) => {
        const next = current + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[active];
      if (expanded && chosen) choose(chosen);
      else {
        setOpen(false);
        if (typed !== committed) onChange({ keyword: typed || undefined });
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="field search-keyword">
      <label htmlFor={inputId}>{t.filters.keyword}</label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={t.filters.keywordPlaceholder}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t.filters.suggestions}
        className="search-keyword__list"
        hidden={!expanded}
      >
        {items.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.text}-${suggestion.province ?? ''}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-keyword__option"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            <span>{suggestion.text}</span>
            {suggestion.kind === 'place' && (
              <span className="chip">
                {suggestion.province && suggestion.province !== suggestion.text
                  ? `${t.filters.placeSuggestion} · ${suggestion.province}`
                  : t.filters.placeSuggestion}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
