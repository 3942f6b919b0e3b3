import { Link } from '@tanstack/react-router';
import { common } from '../../../lib/texts.ts';
import { comingSoon } from '../shellTexts.ts';

/** An honest placeholder for a screen that is not built yet: no sample data, ever. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="state-screen">
      <h1>{title}</h1>
      <p className="state-screen__badge">{common.comingSoonTitle}</p>
      <p className="muted">{comingSoon.body}</p>
      <Link to="/dashboard" className="button button--ghost">
        {common.backToDashboard}
      </Link>
    </section>
  );
}
