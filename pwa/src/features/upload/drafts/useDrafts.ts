/** React views of the drafts store, re-read on every write (this tab or another). */
import { useEffect, useState } from 'react';
import type { Draft } from './draft.ts';
import { draftStore, type DraftStore } from './draftStore.ts';

export interface DraftsView {
  drafts: Draft[];
  loading: boolean;
  /** Thai message when IndexedDB cannot be read. */
  error: string | null;
}

export function useDrafts(ownerUid: string, store: DraftStore = draftStore()): DraftsView {
  const [view, setView] = useState<DraftsView>({ drafts: [], loading: true, error: null });
  useEffect(() => {
    let live = true;
    const load = () =>
      store.list(ownerUid).then(
        (drafts) => live && setView({ drafts, loading: false, error: null }),
        (error: unknown) =>
          live &&
          setView({ drafts: [], loading: false, error: error instanceof Error ? error.message : null }),
      );
    void load();
    const stop = store.subscribe(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [ownerUid, store]);
  return view;
}

/** One draft, kept current; undefined while loading, null when there is none. */
export function useDraft(id: string | undefined, store: DraftStore = draftStore()): Draft | null | undefined {
  const [draft, setDraft] = useState<Draft | null | undefined>(id ? undefined : null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    const load = () =>
      store.get(id).then(
        (found) => live && setDraft(found ?? null),
        () => live && setDraft(null),
      );
    void load();
    const stop = store.subscribe(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [id, store]);
  return id ? draft : null;
}
