import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContactDetails } from '../../../components/ContactDetails.tsx';
import { TERMS_VERSION } from '../../../lib/constants.ts';
import { formatThaiDate } from '../../../lib/format.ts';
import { useSite, type Site } from '../../../lib/site.ts';
import { legal, type LegalSection } from '../legalTexts.ts';
import '../legal.css';

/** The legal pages' version is the terms version: the month they took effect, shown in Thai. */
const effectiveDate = formatThaiDate(`${TERMS_VERSION}-01`);

interface LegalDocumentProps {
  title: string;
  intro: (site: Site) => string;
  sections: (site: Site) => LegalSection[];
  /** What follows the sections (the privacy policy's links to the profile). */
  children?: ReactNode;
}

/** A legal page: title, date, contents, numbered sections, then who we are and how to reach us. */
export function LegalDocument({ title, intro, sections, children }: LegalDocumentProps) {
  const site = useSite();
  const parts = site ? sections(site) : [];
  return (
    <article className="page legal">
      <header className="page__header">
        <h1>{title}</h1>
        <p className="muted">
          {legal.updatedLabel} {effectiveDate}
        </p>
        {site ? <p className="lead">{intro(site)}</p> : <p className="muted">{legal.loadingCompany}</p>}
      </header>
      {parts.length > 0 && (
        <nav className="legal__contents panel" aria-label={legal.contents}>
          <h2>{legal.contents}</h2>
          <ol>
            {parts.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{part.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {parts.map((part) => (
        <section key={part.id} id={part.id} className="legal__section">
          <h2>{part.heading}</h2>
          {part.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {part.items && (
            <ul>
              {part.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
      <section className="legal__section panel" aria-labelledby="legal-company">
        <h2 id="legal-company">{legal.companyHeading}</h2>
        <ContactDetails site={site} />
      </section>
      <nav className="legal__related" aria-label={legal.relatedHeading}>
        <Link to="/terms">{legal.links.terms}</Link>
        <Link to="/privacy">{legal.links.privacy}</Link>
        <Link to="/takedown">{legal.links.takedown}</Link>
        <Link to="/about">{legal.links.about}</Link>
      </nav>
    </article>
  );
}
