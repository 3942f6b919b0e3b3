// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { DebouncedField } from './DebouncedField.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = () => screen.getByLabelText('ค้นหา') as HTMLInputElement;

describe('the debounced filter box', () => {
  it('commits the trimmed text once typing rests FILTER_DEBOUNCE_MS, once', () => {
    const onCommit = vi.fn();
    render(<DebouncedField label="ค้นหา" value="" onCommit={onCommit} />);
    fireEvent.change(box(), { target: { value: ' สม' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    fireEvent.change(box(), { target: { value: ' สมชาย ' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('สมชาย');
    expect(box().value).toBe(' สมชาย ');
  });

  it('does not commit what the URL already says', () => {
    const onCommit = vi.fn();
    render(<DebouncedField label="ค้นหา" value="สมชาย" onCommit={onCommit} />);
    fireEvent.change(box(), { target: { value: 'สมชาย ' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('follows the URL value when it changes from outside, dropping a pending commit', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<DebouncedField label="ค้นหา" value="เก่า" onCommit={onCommit} />);
    fireEvent.change(box(), { target: { value: 'พิมพ์อยู่' } });
    rerender(<DebouncedField label="ค้นหา" value="" onCommit={onCommit} />);
    expect(box().value).toBe('');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('passes input props through', () => {
    render(
      <DebouncedField
        label="ค้นหา"
        value=""
        onCommit={() => undefined}
        type="search"
        placeholder="ชื่อ"
        maxLength={20}
        inputMode="numeric"
      />,
    );
    expect(box().type).toBe('search');
    expect(box().placeholder).toBe('ชื่อ');
    expect(box().maxLength).toBe(20);
    expect(box().inputMode).toBe('numeric');
  });
});
