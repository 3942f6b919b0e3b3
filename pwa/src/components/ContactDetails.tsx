import { lineHref, telHref, type Site } from '../lib/site.ts';
import { contactWords as t } from '../lib/texts.ts';
import './contactDetails.css';

/**
 * The company and its support contact from configuration (GET /site): the about page and the legal
 * pages show all of it; `compact` (the footer) leaves out the address and tax id.
 */
export function ContactDetails({ site, compact = false }: { site: Site | undefined; compact?: boolean }) {
  if (!site)
    return (
      <p className="muted" role="status">
        {t.loading}
      </p>
    );
  const { company, support } = site;
  return (
    <div className={compact ? 'contact-details contact-details--compact' : 'contact-details'}>
      {!compact && <p className="contact-details__company">{company.name}</p>}
      <dl aria-label={t.label}>
        {!compact && (
          <>
            <div>
              <dt>{t.address}</dt>
              <dd>{company.address}</dd>
            </div>
            <div>
              <dt>{t.taxId}</dt>
              <dd>{company.taxId}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={telHref(support.phone)}>{support.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t.line}</dt>
          <dd>
            <a href={lineHref(support.lineId)} target="_blank" rel="noopener">
              {support.lineId}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t.hours}</dt>
          <dd>{support.hours}</dd>
        </div>
      </dl>
    </div>
  );
}
