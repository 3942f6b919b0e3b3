/** The dashboard's banners: payment done (?purchased=true) and the API connectivity check. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { search as t } from '../searchTexts.ts';
import { apiCheckQueryOptions } from '../api/checkApi.ts';

export function PurchasedNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="search-banner search-banner--ok" role="status">
      <div>
        <strong>{t.purchased.title}</strong>
        <p>{t.purchased.body}</p>
        <Link to="/profile" search={{ tab: 'purchases' }}>
          {t.purchased.link}
        </Link>
      </div>
      <button type="button" className="notice__close" aria-label={t.purchased.dismiss} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** Quiet: a line of text when GET /videos?test=true fails, nothing otherwise. */
export function ApiStatusBanner() {
  const check = useQuery(apiCheckQueryOptions());
  if (!check.isError) return null;
  return (
    <p className="search-banner search-banner--quiet" role="status">
      {t.offline}
    </p>
  );
}
