/** One app-wide notice line (e.g. "sign in again" after a 401), shown by the shell. */
import { useSyncExternalStore } from 'react';

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showNotice(text: string, tone: Notice['tone'] = 'info'): void {
  current = { id: nextId++, text, tone };
  emit();
}

export function dismissNotice(): void {
  current = null;
  emit();
}

export function getNotice(): Notice | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(subscribe, getNotice, getNotice);
}
