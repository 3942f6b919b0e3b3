// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthPromptProvider, useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';

function OpenButton() {
  const { openAuth } = useAuthPrompt();
  return (
    <button type="button" onClick={() => openAuth({ reason: 'ต้องเข้าสู่ระบบก่อนจึงจะซื้อคลิปได้' })}>
      buy
    </button>
  );
}

afterEach(cleanup);

describe('SignInPrompt', () => {
  it('opens from the app-wide openAuth() and says why, honestly', () => {
    render(
      <AuthPromptProvider>
        <OpenButton />
        <SignInPrompt />
      </AuthPromptProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'buy' }));

    const dialog = screen.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    expect(dialog.textContent).toContain('ต้องเข้าสู่ระบบก่อนจึงจะซื้อคลิปได้');
    expect(dialog.textContent).toContain('กำลังพัฒนา');

    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
