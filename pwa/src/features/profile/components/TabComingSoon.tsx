import { Link } from '@tanstack/react-router';
import { common } from '../../../lib/texts.ts';
import { profile as t } from '../profileTexts.ts';

/** An honest empty state for a tab whose list the route did not compose in (no sample data). */
export function TabComingSoon({ tab }: { tab: 'uploads' }) {
  return (
    <section className="state-screen state-screen--inline">
      <p className="state-screen__badge">{common.comingSoonTitle}</p>
      <p className="muted">{t.soon[tab]}</p>
      <div className="actions">
        <Link to="/dashboard" className="button button--ghost">
          {t.soon.toDashboard}
        </Link>
        <Link to="/upload" className="button button--ghost">
          {t.soon.toUpload}
        </Link>
      </div>
    </section>
  );
}
