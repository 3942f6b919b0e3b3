/**
 * Six single-digit boxes. Typing moves forward, Backspace on an empty box moves back and clears
 * the previous digit, pasting (or a phone's one-time-code autofill) spreads the digits over the
 * boxes, and filling the sixth box hands the code to onComplete.
 */
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { profile as t } from '../profileTexts.ts';

export const OTP_LENGTH = 6;
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
}

export function OtpInput({ digits, onChange, onComplete, disabled = false }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const cleared = digits.every((digit) => digit === '');

  // A fresh (or cleared, after a wrong code) set of boxes starts at the first one.
  useEffect(() => {
    if (cleared && !disabled) boxes.current[0]?.focus();
  }, [cleared, disabled]);

  const update = (next: string[], focusIndex: number) => {
    onChange(next);
    boxes.current[Math.min(focusIndex, OTP_LENGTH - 1)]?.focus();
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  };

  const fillFrom = (index: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '').slice(0, OTP_LENGTH - index);
    if (incoming === '') return;
    const next = [...digits];
    for (let offset = 0; offset < incoming.length; offset += 1) next[index + offset] = incoming[offset] ?? '';
    update(next, index + incoming.length);
  };

  const onInput = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing into a box that still holds a digit gives two characters: keep the new one.
    const old = digits[index] ?? '';
    const typed =
      value.length === 2 && old !== '' ? (value[0] === old ? value.slice(1) : value.slice(0, 1)) : value;
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code fills every box, wherever it was pasted.
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div className="otp" role="group" aria-label={t.otp.codeLabel}>
      {digits.map((digit, index) => (
        <input
          // The boxes are positional: their index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t.otp.digit(index + 1)}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
