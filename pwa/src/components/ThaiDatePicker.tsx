/**
 * A date field with the Buddhist-era year and Thai month names (the browser's own date input shows
 * the Gregorian year). The value goes in and out as the ISO `YYYY-MM-DD` string forms and APIs
 * already use, '' or undefined for none. Tapping the field opens a calendar sheet that fits a
 * phone (a bottom sheet below 600 px, a centred card above): month arrows, month and พ.ศ. year
 * selects, arrow keys over the days, Escape to close, and a clear button when the field is optional.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  addDays,
  addMonths,
  clampDay,
  fromBuddhistYear,
  isWithin,
  monthGrid,
  parseIsoDay,
  toBuddhistYear,
  toIsoDay,
  todayInBangkok,
  weekday,
} from './thaiCalendar.ts';
import { thaiDatePicker as t } from './thaiDatePickerTexts.ts';
import './ThaiDatePicker.css';

/** Years offered in the year select when no min/max bounds them. */
const YEARS_BACK = 10;
const YEARS_AHEAD = 1;

export interface ThaiDatePickerProps {
  /** The visible label (also names the calendar dialog). */
  label: string;
  /** YYYY-MM-DD, or ''/undefined for none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
  /** Shows a clear button; leave false where a date is required. */
  clearable?: boolean;
  /** Id of the trigger, for a `<label htmlFor>` outside (one is made otherwise). */
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  /** Renders the label above the field (default); false when the caller labels it. */
  showLabel?: boolean;
  /** Receives the field's button, e.g. react-hook-form's `field.ref` so focus can move to an error. */
  buttonRef?: (node: HTMLButtonElement | null) => void;
}

export function formatThaiDay(iso: string | undefined): string {
  const day = parseIsoDay(iso);
  return day ? t.longDate(day.day, t.months[day.month - 1]!, toBuddhistYear(day.year)) : '';
}

function Calendar({
  label,
  value,
  min,
  max,
  clearable,
  onPick,
  onClose,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  clearable?: boolean;
  onPick: (value: string | undefined) => void;
  onClose: () => void;
}) {
  const today = todayInBangkok();
  const [focused, setFocused] = useState(() => clampDay(parseIsoDay(value) ? value! : today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  // Opening and keyboard moves put focus on the day; a select or arrow button keeps it where it is.
  const moveFocus = useRef(true);
  const headingId = useId();
  const shown = parseIsoDay(focused)!;

  useEffect(() => {
    // Capture, so a surrounding <dialog> does not also close on this Escape.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  useEffect(() => {
    if (moveFocus.current)
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  }, [focused]);

  const move = (next: string) => {
    moveFocus.current = true;
    setFocused(clampDay(next, min, max));
  };
  const showMonth = (next: string) => {
    moveFocus.current = false;
    setFocused(clampDay(next, min, max));
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const keys: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday(focused)),
      End: () => addDays(focused, 6 - weekday(focused)),
      PageUp: () => (event.shiftKey ? addMonths(focused, -12) : addMonths(focused, -1)),
      PageDown: () => (event.shiftKey ? addMonths(focused, 12) : addMonths(focused, 1)),
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  };

  const currentYear = parseIsoDay(today)!.year;
  const firstYear = Math.min(parseIsoDay(min)?.year ?? currentYear - YEARS_BACK, shown.year);
  const lastYear = Math.max(parseIsoDay(max)?.year ?? currentYear + YEARS_AHEAD, shown.year);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => lastYear - i);

  return (
    <div className="thai-date__backdrop">
      <button
        type="button"
        className="thai-date__scrim"
        tabIndex={-1}
        aria-label={t.close}
        onClick={onClose}
      />
      <div className="thai-date__sheet" role="dialog" aria-modal="true" aria-label={t.dialog(label)}>
        <div className="thai-date__nav">
          <button
            type="button"
            className="thai-date__arrow"
            aria-label={t.previousMonth}
            disabled={Boolean(min) && toIsoDay({ ...shown, day: 1 }) <= min!}
            onClick={() => showMonth(addMonths(focused, -1))}
          >
            ‹
          </button>
          <div className="thai-date__selects" id={headingId} aria-live="polite">
            <select
              aria-label={t.month}
              value={shown.month}
              onChange={(event) => showMonth(addMonths(focused, Number(event.target.value) - shown.month))}
            >
              {t.months.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label={t.year}
              value={toBuddhistYear(shown.year)}
              onChange={(event) =>
                showMonth(
                  addMonths(focused, (fromBuddhistYear(Number(event.target.value)) - shown.year) * 12),
                )
              }
            >
              {years.map((year) => (
                <option key={year} value={toBuddhistYear(year)}>
                  {toBuddhistYear(year)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="thai-date__arrow"
            aria-label={t.nextMonth}
            disabled={Boolean(max) && toIsoDay({ ...shown, day: 28 }) >= addDays(max!, -3)}
            onClick={() => showMonth(addMonths(focused, 1))}
          >
            ›
          </button>
        </div>
        <table
          className="thai-date__grid"
          role="grid"
          aria-labelledby={headingId}
          ref={gridRef}
          onKeyDown={onGridKey}
        >
          <thead>
            <tr>
              {t.weekdaysShort.map((name, index) => (
                <th key={name} scope="col" abbr={t.weekdaysLong[index]}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(shown.year, shown.month).map((week) => (
              <tr key={week[0]!.iso}>
                {week.map((cell) => {
                  const allowed = isWithin(cell.iso, min, max);
                  const selected = cell.iso === value;
                  const classes = [
                    'thai-date__day',
                    cell.inMonth ? '' : 'thai-date__day--other',
                    selected ? 'thai-date__day--selected' : '',
                    cell.iso === today ? 'thai-date__day--today' : '',
                  ].filter(Boolean);
                  return (
                    <td key={cell.iso} role="gridcell" aria-selected={selected}>
                      <button
                        type="button"
                        className={classes.join(' ')}
                        data-iso={cell.iso}
                        tabIndex={cell.iso === focused ? 0 : -1}
                        disabled={!allowed}
                        aria-label={formatThaiDay(cell.iso)}
                        aria-current={cell.iso === today ? 'date' : undefined}
                        onClick={() => onPick(cell.iso)}
                      >
                        {cell.day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="thai-date__actions">
          {isWithin(today, min, max) && (
            <button type="button" className="button button--ghost" onClick={() => onPick(today)}>
              {t.today}
            </button>
          )}
          {clearable && value && (
            <button type="button" className="button button--ghost" onClick={() => onPick(undefined)}>
              {t.clear}
            </button>
          )}
          <button type="button" className="button" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </div>
    </div>
  );
}

export function ThaiDatePicker({
  label,
  value,
  onChange,
  min,
  max,
  clearable = false,
  id,
  name,
  disabled,
  invalid,
  describedBy,
  onBlur,
  showLabel = true,
  buttonRef,
}: ThaiDatePickerProps) {
  const ownId = useId();
  const triggerId = id ?? ownId;
  // Where the open calendar is rendered; null while closed. Inside a modal <dialog> everything
  // outside it is inert, so there the calendar goes into that dialog.
  const [host, setHost] = useState<Element | null>(null);
  const open = host !== null;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const day = value || undefined;

  const close = () => {
    setHost(null);
    triggerRef.current?.focus();
    onBlur?.();
  };

  return (
    <div className="field thai-date">
      {showLabel && <label htmlFor={triggerId}>{label}</label>}
      <div className="thai-date__field">
        <button
          ref={(node) => {
            triggerRef.current = node;
            buttonRef?.(node);
          }}
          id={triggerId}
          type="button"
          name={name}
          value={day ?? ''}
          className={`thai-date__trigger${day ? '' : ' thai-date__trigger--empty'}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={(event) => setHost(event.currentTarget.closest('dialog') ?? document.body)}
        >
          <svg aria-hidden="true" className="thai-date__icon" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
            />
          </svg>
          {day ? formatThaiDay(day) : t.placeholder}
        </button>
        {clearable && day && !disabled && (
          <button
            type="button"
            className="thai-date__clear"
            aria-label={`${t.clear} ${label}`}
            onClick={() => {
              onChange(undefined);
              onBlur?.();
            }}
          >
            ×
          </button>
        )}
      </div>
      {host &&
        createPortal(
          <Calendar
            label={label}
            value={day}
            min={min}
            max={max}
            clearable={clearable}
            onClose={close}
            onPick={(picked) => {
              onChange(picked);
              close();
            }}
          />,
          host,
        )}
    </div>
  );
}
