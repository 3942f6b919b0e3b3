// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCookieSettings } from '../../../lib/cookieConsent.ts';
import { CookieConsentBanner } from './CookieConsentBanner.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = () =>
  JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null;

describe('CookieConsentBanner', () => {
  it('accept all stores every kind as allowed and hides the banner', () => {
    render(<CookieConsentBanner />);
    const banner = screen.getByRole('region', { name: 'การใช้คุกกี้' });
    fireEvent.click(within(banner).getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true, preferences: true });
    expect(typeof stored()?.timestamp).toBe('string');
    expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).toBeNull();
  });

  it('necessary only refuses the rest', () => {
    render(<CookieConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'เฉพาะที่จำเป็น' }));
    expect(stored()).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('settings start with analytics and preferences on, marketing off, and save the choice', async () => {
    render(<CookieConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งค่าคุกกี้' }));
    // The dialog loads when first asked for.
    const dialog = await screen.findByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
    const box = (name: string) => within(dialog).getByLabelText<HTMLInputElement>(name);
    expect(box('คุกกี้ที่จำเป็น').checked).toBe(true);
    expect(box('คุกกี้ที่จำเป็น').disabled).toBe(true);
    expect(box('คุกกี้เพื่อการวิเคราะห์').checked).toBe(true);
    expect(box('คุกกี้เพื่อจดจำการตั้งค่า').checked).toBe(true);
    expect(box('คุกกี้เพื่อการตลาด').checked).toBe(false);

    fireEvent.click(box('คุกกี้เพื่อการวิเคราะห์'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(stored()).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the settings again from anywhere after a choice', async () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: true,
        preferences: false,
        timestamp: 'x',
      }),
    );
    render(<CookieConsentBanner />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => openCookieSettings());
    expect((await screen.findByLabelText<HTMLInputElement>('คุกกี้เพื่อการตลาด')).checked).toBe(true);
  });
});
