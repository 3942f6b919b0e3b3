/**
 * /profile: tabs personal info, uploads, earnings (sellers only) and purchases. The user cached in
 * local storage shows at once; the server's copy (GET /users/profile) replaces it when it arrives.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent } from 'react';
import { isApiError } from '../../../lib/apiClient.ts';
import { common, profile as t } from '../../../lib/texts.ts';
import { profileQueryOptions } from '../api/getProfile.ts';
import { isSeller, readCachedProfileUser } from '../api/profileUser.ts';
import type { ProfileTab } from '../profileTabs.ts';
import { AccountSection } from './AccountSection.tsx';
import { PersonalInfoTab } from './PersonalInfoTab.tsx';
import { TabComingSoon } from './TabComingSoon.tsx';
import './profile.css';

interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  onAccountDeleted: () => void | Promise<void>;
}

export function ProfilePage({ tab, onTabChange, onAccountDeleted }: ProfilePageProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<ProfileTab, HTMLButtonElement>());
  const query = useQuery({
    ...profileQueryOptions(),
    placeholderData: () => readCachedProfileUser() ?? undefined,
  });
  const user = query.data;

  const tabs: ProfileTab[] = [
    'personal',
    'uploads',
    ...(user && isSeller(user) ? (['earnings'] as const) : []),
    'purchases',
  ];
  const active: ProfileTab = tabs.includes(tab) ? tab : 'personal';

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs[tabs.length - 1] : undefined;
    if (!step && !jump) return;
    event.preventDefault();
    const next = jump ?? tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length] ?? 'personal';
    onTabChange(next);
    tabRefs.current.get(next)?.focus();
  };

  if (!user) {
    if (query.isError) {
      const signedOut = isApiError(query.error) && query.error.status === 401;
      return (
        <section className="state-screen" role="alert">
          <h1>{t.title}</h1>
          <p>{signedOut ? t.signInAgain : t.loadFailed}</p>
          {!signedOut && (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {common.retry}
            </button>
          )}
        </section>
      );
    }
    return (
      <section className="state-screen" aria-busy="true">
        <p className="muted">{common.loading}</p>
      </section>
    );
  }

  return (
    <section className="page profile">
      <header className="page__header">
        <h1>{t.title}</h1>
        <p className="lead">{user.displayName || user.email}</p>
      </header>

      {query.isError && (
        <p className="error-text" role="alert">
          {t.loadFailed}{' '}
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {common.retry}
          </button>
        </p>
      )}

      <div role="tablist" aria-label={t.tabsLabel} className="tabs" tabIndex={-1} onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={active === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={active === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => onTabChange(name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {active === 'personal' && (
          <div className="profile__stack">
            <PersonalInfoTab user={user} stale={query.isPlaceholderData} />
            {!query.isPlaceholderData && <AccountSection user={user} onDeleted={onAccountDeleted} />}
          </div>
        )}
        {active !== 'personal' && <TabComingSoon tab={active} />}
      </div>
    </section>
  );
}
