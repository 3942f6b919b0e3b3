import { Link } from '@tanstack/react-router';
import { common, profile as t } from '../../../lib/texts.ts';

type Soon = 'uploads' | 'earnings' | 'purchases';

/** An honest empty state for the tabs whose lists arrive in later issues (no sample data). */
export function TabComingSoon({ tab }: { tab: Soon }) {
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
