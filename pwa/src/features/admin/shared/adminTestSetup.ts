/** Test set-up shared by the admin screens' unit tests (never imported by the app). */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Each test starts signed in as an admin and leaves no DOM and no stubbed fetch behind. */
export function signedInAsAdmin() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'admin-token');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
