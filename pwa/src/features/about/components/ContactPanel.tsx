import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { CONTACT_EMAIL, CONTACT_PHONE_PLACEHOLDER } from '../../../lib/constants.ts';
import { about } from '../aboutTexts.ts';

/** Contact details and the spec's static form: it sends nothing, and says so when used. */
export function ContactPanel() {
  const [tried, setTried] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
  };
  return (
    <div className="contact">
      <div>
        <p>{about.contactIntro}</p>
        <dl className="facts">
          <div className="facts__row">
            <dt>{about.contactEmail}</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{about.contactPhone}</dt>
            <dd>{CONTACT_PHONE_PLACEHOLDER}</dd>
          </div>
        </dl>
        <p>{about.reportIntro}</p>
        <Link to="/profile" search={{ tab: 'complaints', report: true }} className="button button--ghost">
          {about.report}
        </Link>
      </div>
      <form className="form" aria-label={about.form.label} onSubmit={onSubmit}>
        <label className="field">
          <span>{about.form.name}</span>
          <input name="name" type="text" autoComplete="name" />
        </label>
        <label className="field">
          <span>{about.form.email}</span>
          <input name="email" type="email" autoComplete="email" />
        </label>
        <label className="field">
          <span>{about.form.message}</span>
          <textarea name="message" rows={4} />
        </label>
        <button type="submit" className="button">
          {about.form.send}
        </button>
        {tried && (
          <p className="muted" role="status">
            {about.form.notConnected}
          </p>
        )}
      </form>
    </div>
  );
}
