/**
 * /profile: tabs personal info, uploads, earnings (sellers only), purchases and complaints. The user cached in
 * local storage shows at once; the server's copy (GET /users/profile) replaces it when it arrives.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Tabs } from '../../../components/Tabs.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { common } from '../../../lib/texts.ts';
import { profile as t } from '../profileTexts.ts';
import { profileQueryOptions } from '../api/getProfile.ts';
import { isSeller, readCachedProfileUser } from '../api/profileUser.ts';
import type { ProfileTab } from '../profileTabs.ts';
import { AccountSection } from './AccountSection.tsx';
import { EarningsTab } from './EarningsTab.tsx';
import { PersonalInfoTab } from './PersonalInfoTab.tsx';
import { PurchasesTab } from './PurchasesTab.tsx';
import { TabComingSoon } from './TabComingSoon.tsx';
import './profile.css';

interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  onAccountDeleted: () => void | Promise<void>;
  /** The uploads tab's content, composed by the route (features do not import each other). */
  uploads?: ReactNode;
  /** The complaints tab's content (the complaints feature), composed by the route. */
  complaints?: ReactNode;
  /** The footage requests tab: the member's requests and alert areas (the requests feature). */
  requests?: ReactNode;
}

export function ProfilePage({
  tab,
  onTabChange,
  onAccountDeleted,
  uploads,
  complaints,
  requests,
}: ProfilePageProps) {
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
    ...(requests ? (['requests'] as const) : []),
    ...(complaints ? (['complaints'] as const) : []),
  ];
  const active: ProfileTab = tabs.includes(tab) ? tab : 'personal';

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

      <Tabs tabs={tabs} active={active} onChange={onTabChange} label={t.tabsLabel} names={t.tabs}>
        {active === 'personal' && (
          <div className="profile__stack">
            <PersonalInfoTab user={user} stale={query.isPlaceholderData} />
            {!query.isPlaceholderData && <AccountSection user={user} onDeleted={onAccountDeleted} />}
          </div>
        )}
        {active === 'uploads' && (uploads ?? <TabComingSoon tab="uploads" />)}
        {active === 'earnings' && (
          <EarningsTab hasBankAccount={user.bankName !== ''} onSetBank={() => onTabChange('personal')} />
        )}
        {active === 'purchases' && <PurchasesTab />}
        {active === 'requests' && requests}
        {active === 'complaints' && complaints}
      </Tabs>
    </section>
  );
}
