import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useCookieConsent } from '../../../lib/cookieConsent.ts';
import { common } from '../../../lib/texts.ts';
import { pwa } from '../shellTexts.ts';

/**
 * Registers the service worker and offers a waiting new version with a prompt. It never reloads
 * on its own: an upload or a half-filled form may be running (DESIGN §8). The first visit's
 * "ready offline" note waits until the cookie banner is answered, so the two never pile up.
 */
const OFFLINE_READY_VISIBLE_MS = 6000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('service worker registration failed', error),
  });

  // The banner shows until the visitor chooses; the informational note comes after it.
  const cookieBannerShown = useCookieConsent() === null;
  const showOfflineReady = offlineReady && !cookieBannerShown;

  useEffect(() => {
    if (!showOfflineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [showOfflineReady, setOfflineReady]);

  if (needRefresh) {
    return (
      <div className="toast" role="status">
        <p>{pwa.updateAvailable}</p>
        <div className="toast__actions">
          <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
            {pwa.update}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setNeedRefresh(false)}>
            {pwa.later}
          </button>
        </div>
      </div>
    );
  }
  if (showOfflineReady) {
    return (
      // Informational only: it lets clicks through to the page and goes away by itself.
      <div className="toast toast--passive" role="status">
        <p>{pwa.offlineReady}</p>
        <div className="toast__actions">
          <button type="button" className="button button--ghost" onClick={() => setOfflineReady(false)}>
            {common.close}
          </button>
        </div>
      </div>
    );
  }
  return null;
}
