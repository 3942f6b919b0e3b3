import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { openCookieSettings } from '../../../lib/cookieConsent.ts';
import { formatCompact } from '../../../lib/format.ts';
import { appName } from '../../../lib/texts.ts';
import { footer, nav } from '../shellTexts.ts';
import { countVisit } from '../utils/visitorCounter.ts';

function countThisVisit(): number {
  try {
    return countVisit(localStorage, sessionStorage);
  } catch {
    return 0; // storage blocked entirely (private mode settings)
  }
}

/** The footer-like bar at the bottom of every page, with the visitor counter. */
export function BottomBar() {
  // Counted once when the shell mounts; countVisit itself guards against double counting.
  const [visits] = useState(countThisVisit);
  return (
    <footer className="bottom-bar">
      <div className="bottom-bar__inner">
        <p>
          <strong>{appName}</strong> · {footer.tagline}
        </p>
        <nav className="bottom-bar__links" aria-label={footer.linksLabel}>
          <Link to="/dashboard">{nav.dashboard}</Link>
          <Link to="/about">{nav.about}</Link>
          <Link to="/verify">{footer.verifyLink}</Link>
          <button type="button" className="button--link" onClick={openCookieSettings}>
            {footer.cookieSettings}
          </button>
        </nav>
        {visits > 0 && (
          <p className="bottom-bar__visits">
            {footer.visitsLabel} <strong>{formatCompact(visits)}</strong> {footer.visitsUnit}
          </p>
        )}
      </div>
    </footer>
  );
}
