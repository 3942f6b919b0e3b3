import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../lib/apiClient.ts';
import { refreshStoredUser } from '../../../lib/refreshStoredUser.ts';
import type { StoredUser } from '../../../lib/session.ts';
import { common } from '../../../lib/texts.ts';
import { noAccess } from '../adminTexts.ts';

/** What a signed-in non-admin sees at /admin/* (spec: no-access screen). */
export function NoAccess({ user }: { user: StoredUser }) {
  const router = useRouter();
  const [refreshing, setRefreshing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const back = () => {
    // Opened directly there is nothing to go back to; home is the sensible place then.
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };

  const refresh = async () => {
    setRefreshing(true);
    setFailure(null);
    try {
      await refreshStoredUser();
      window.location.reload();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : noAccess.refreshFailed);
      setRefreshing(false);
    }
  };

  return (
    <section className="state-screen">
      <h1>{noAccess.title}</h1>
      <p className="muted">{noAccess.body}</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>{noAccess.status}</dt>
          <dd>{noAccess.signedIn}</dd>
        </div>
        <div className="facts__row">
          <dt>{noAccess.adminFlag}</dt>
          <dd>{user.isAdmin ? common.yes : common.no}</dd>
        </div>
        <div className="facts__row">
          <dt>{noAccess.email}</dt>
          <dd>{user.email}</dd>
        </div>
        <div className="facts__row">
          <dt>{noAccess.roles}</dt>
          <dd>{user.roles.join(', ') || '-'}</dd>
        </div>
        <div className="facts__row">
          <dt>{noAccess.id}</dt>
          <dd>{user.uid}</dd>
        </div>
      </dl>
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? noAccess.refreshing : noAccess.refresh}
        </button>
        <button type="button" className="button button--ghost" onClick={back}>
          {noAccess.back}
        </button>
      </div>
    </section>
  );
}
