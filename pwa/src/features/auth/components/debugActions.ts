import { debug } from '../authTexts.ts';

/** Clears everything this site stored in the browser (storage and cookies), then reloads. */
export function clearAllStoredDataAndReload(): void {
  if (!window.confirm(debug.clearConfirm)) return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  window.location.reload();
}
