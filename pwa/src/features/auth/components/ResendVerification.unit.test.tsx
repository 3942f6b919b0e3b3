// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendVerification } from './ResendVerification.tsx';
import { AuthFlowError } from '../signIn/signInFlow.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' });

describe('resend verification countdown', () => {
  it('starts locked for 300 s after a send and counts down to unlocked', () => {
    render(<ResendVerification send={async () => 300} lockedForSeconds={300} />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText('ส่งอีกครั้งได้ใน 300 วินาที')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('ส่งอีกครั้งได้ใน 299 วินาที')).toBeTruthy();

    act(() => vi.advanceTimersByTime(298_000));
    expect(screen.getByText('ส่งอีกครั้งได้ใน 1 วินาที')).toBeTruthy();
    expect(button().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/ส่งอีกครั้งได้ใน/)).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it('locks again for 300 s after each send', async () => {
    const send = vi.fn(async () => 300);
    render(<ResendVerification send={send} />);
    expect(button().disabled).toBe(false);

    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('ส่งอีเมลยืนยันอีกครั้งแล้ว')).toBeTruthy();
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(300_000));
    expect(button().disabled).toBe(false);
  });

  it('locks for the server-given wait after a 429', async () => {
    const send = vi.fn(async () => {
      throw new AuthFlowError('ส่งอีเมลยืนยันบ่อยเกินไป กรุณารอ 5 นาทีแล้วลองใหม่', 'TOO_MANY_REQUESTS', 42);
    });
    render(<ResendVerification send={send} />);
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('alert').textContent).toBe('ส่งอีเมลยืนยันบ่อยเกินไป กรุณารอ 5 นาทีแล้วลองใหม่');
    expect(screen.getByText('ส่งอีกครั้งได้ใน 42 วินาที')).toBeTruthy();
    act(() => vi.advanceTimersByTime(42_000));
    expect(button().disabled).toBe(false);
  });

  it('stays unlocked after a failure that is not a lock', async () => {
    render(
      <ResendVerification
        send={async () => {
          throw new AuthFlowError('ไม่สามารถส่งอีเมลยืนยันได้ กรุณาลองใหม่');
        }}
      />,
    );
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('alert').textContent).toBe('ไม่สามารถส่งอีเมลยืนยันได้ กรุณาลองใหม่');
    expect(button().disabled).toBe(false);
  });
});
