import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ContactDetails } from '../../../components/ContactDetails.tsx';
import { useSite } from '../../../lib/site.ts';
import { legal, takedown as t } from '../legalTexts.ts';
import { TakedownForm } from './TakedownForm.tsx';
import '../legal.css';

/** /takedown: what happens to a request, the form, and the contact for anything else. */
export function TakedownPage({ clipReference }: { clipReference?: string }) {
  const site = useSite();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <article className="page legal">
      <header className="page__header">
        <h1>{t.title}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      <section className="legal__section panel" aria-labelledby="takedown-steps">
        <h2 id="takedown-steps">{t.stepsHeading}</h2>
        <ol className="takedown__steps">
          {t.steps.map((step) => (
            <li key={step}>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="legal__section panel">
        {sentTo === null ? (
          <TakedownForm clipReference={clipReference} onSent={setSentTo} />
        ) : (
          <div className="takedown__sent" role="status">
            <h2>{t.sentTitle}</h2>
            <p>{t.sent(sentTo)}</p>
            <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
              {t.another}
            </button>
          </div>
        )}
      </section>
      <section className="legal__section panel" aria-labelledby="takedown-contact">
        <h2 id="takedown-contact">{legal.companyHeading}</h2>
        <ContactDetails site={site} />
      </section>
      <nav className="legal__related" aria-label={legal.relatedHeading}>
        <Link to="/privacy">{legal.links.privacy}</Link>
        <Link to="/terms">{legal.links.terms}</Link>
      </nav>
    </article>
  );
}
