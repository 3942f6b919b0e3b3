import { Link } from '@tanstack/react-router';
import { openCookieSettings } from '../../../lib/cookieConsent.ts';
import { legal, privacy } from '../legalTexts.ts';
import { LegalDocument } from './LegalDocument.tsx';

/** /privacy: นโยบายความเป็นส่วนตัว (PDPA), with the ways to use one's rights one tap away. */
export function PrivacyPage() {
  return (
    <LegalDocument title={privacy.title} intro={privacy.intro} sections={privacy.sections}>
      <div className="legal__actions">
        <Link to="/profile" className="button button--ghost">
          {legal.links.profile}
        </Link>
        <Link to="/profile" search={{ tab: 'purchases' }} className="button button--ghost">
          {legal.links.purchases}
        </Link>
        <button type="button" className="button button--ghost" onClick={openCookieSettings}>
          {legal.links.cookies}
        </button>
        <Link to="/takedown" className="button button--ghost">
          {legal.links.takedown}
        </Link>
      </div>
    </LegalDocument>
  );
}
