import {
  ACCEPT_ALL,
  closeCookieSettings,
  NECESSARY_ONLY,
  openCookieSettings,
  saveCookieConsent,
  useCookieConsent,
  useCookieSettingsRequested,
  type CookieChoice,
} from '../../../lib/cookieConsent.ts';
import { cookieConsent as texts } from '../consentTexts.ts';
import { lazy, Suspense } from 'react';

// The settings dialog loads when asked for; the banner itself comes with the first page.
const CookieSettingsDialog = lazy(() =>
  import('./CookieSettingsDialog.tsx').then((module) => ({ default: module.CookieSettingsDialog })),
);
import './consent.css';

/** The banner until the visitor chooses, and the settings dialog whenever it is asked for. */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  const settingsOpen = useCookieSettingsRequested();

  const choose = (choice: CookieChoice) => {
    saveCookieConsent(choice);
    closeCookieSettings();
  };

  return (
    <>
      {!consent && !settingsOpen && (
        <section className="cookie-banner" aria-label={texts.bannerLabel}>
          <p>{texts.bannerText}</p>
          <div className="cookie-banner__actions">
            <button type="button" className="button button--ghost" onClick={openCookieSettings}>
              {texts.settings}
            </button>
            <button type="button" className="button button--ghost" onClick={() => choose(NECESSARY_ONLY)}>
              {texts.necessaryOnly}
            </button>
            <button type="button" className="button" onClick={() => choose(ACCEPT_ALL)}>
              {texts.acceptAll}
            </button>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog current={consent} onSave={choose} onClose={closeCookieSettings} />
        </Suspense>
      )}
    </>
  );
}
