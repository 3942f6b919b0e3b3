/**
 * Mounted once in the app shell: while someone is signed in, their queued or interrupted uploads
 * start (or resume) by themselves — at app start, after a reload and whenever the device comes back
 * online — whatever screen is open. Loaded lazily so tus and idb stay out of the first bundle.
 */
import { useEffect } from 'react';
import { useSession } from '../../../lib/session.ts';

export function UploadSync() {
  const uid = useSession()?.user.uid;
  useEffect(() => {
    if (!uid || typeof indexedDB === 'undefined') return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('../sync/uploadEngine.ts').then(({ uploadEngine }) => {
      if (live) stop = uploadEngine().start();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [uid]);
  return null;
}
