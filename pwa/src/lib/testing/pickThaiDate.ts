import { fireEvent, screen, within } from '@testing-library/react';
import { formatThaiDay } from '../../components/ThaiDatePicker.tsx';
import { parseIsoDay, toBuddhistYear } from '../../components/thaiCalendar.ts';

/** Picks `iso` in the ThaiDatePicker labelled `label` as a person would: open, พ.ศ. year, month, day. */
export function pickThaiDate(label: string, iso: string): void {
  const day = parseIsoDay(iso);
  if (!day) throw new Error(`not a day: ${iso}`);
  fireEvent.click(screen.getByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { name: `เลือกวันที่: ${label}` });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'ปี พ.ศ.' }), {
    target: { value: String(toBuddhistYear(day.year)) },
  });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'เดือน' }), {
    target: { value: String(day.month) },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: formatThaiDay(iso) }));
}
