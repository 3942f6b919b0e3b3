import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { openCookieSettings } from '../../../lib/cookieConsent.ts';
import { formatCompact } from '../../../lib/format.ts';
import { lineHref, telHref, useSite } from '../../../lib/site.ts';
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

/**
 * The footer of every page: the links as a tidy grid (whole words on every phone width), the
 * company and its support contact from configuration, and the visitor counter.
 */
export function BottomBar() {
  // Counted once when the shell mounts; countVisit itself guards against double counting.
  const [visits] = useState(countThisVisit);
  const site = useSite();
  return (
    <footer className="bottom-bar">
      <div className="bottom-bar__inner">
        <p className="bottom-bar__brand">
          <strong>{appName}</strong>
          <span>{footer.tagline}</span>
        </p>
        <nav className="bottom-bar__links" aria-label={footer.linksLabel}>
          <Link to="/dashboard">{nav.dashboard}</Link>
          <Link to="/requests">{nav.requests}</Link>
          <Link to="/about">{nav.about}</Link>
          <Link to="/verify">{footer.verifyLink}</Link>
          <Link to="/terms">{footer.terms}</Link>
          <Link to="/privacy">{footer.privacy}</Link>
          <Link to="/takedown">{footer.takedown}</Link>
          <button type="button" className="button--link" onClick={openCookieSettings}>
            {footer.cookieSettings}
          </button>
        </nav>
        {site && (
          <address className="bottom-bar__contact">
            <span>{site.company.name}</span>
            <a href={`mailto:${site.support.email}`}>{site.support.email}</a>
            <a href={telHref(site.support.phone)}>
              {footer.phone} {site.support.phone}
            </a>
            <a href={lineHref(site.support.lineId)} target="_blank" rel="noopener">
              LINE {site.support.lineId}
            </a>
          </address>
        )}
        {visits > 0 && (
          <p className="bottom-bar__visits">
            {footer.visitsLabel} <strong>{formatCompact(visits)}</strong> {footer.visitsUnit}
          </p>
        )}
      </div>
    </footer>
  );
}
