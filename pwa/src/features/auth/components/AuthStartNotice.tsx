import { useEffect, useState, useSyncExternalStore } from 'react';
import { common, errors } from '../../../lib/texts.ts';
import { startAuth, startAuthOnce } from '../signIn/startAuth.ts';

/**
 * Runs the application's auth start and, if it fails, says so with a retry button (admin spec §4,
 * §8) while the app keeps working with the stored user.
 */
export function AuthStartNotice() {
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    let live = true;
    void startAuthOnce().then((result) => {
      if (live) setFailed(result === 'failed');
    });
    return () => {
      live = false;
    };
  }, []);

  // Offline the failure is the network's: pages that work offline (upload drafts) say so
  // themselves, and the start is tried again once the device is back online.
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => void startAuth().then((result) => setFailed(result === 'failed'));
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);

  if (!failed || !online) return null;

  const retry = async () => {
    setRetrying(true);
    const result = await startAuth();
    setRetrying(false);
    setFailed(result === 'failed');
  };

  return (
    <div className="notice notice--error" role="alert">
      <p>{errors.connection}</p>
      <button type="button" className="button button--ghost" onClick={() => void retry()} disabled={retrying}>
        {common.retry}
      </button>
    </div>
  );
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
