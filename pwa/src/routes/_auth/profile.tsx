import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../features/profile/api/getProfile.ts';
import { ProfilePage } from '../../features/profile/components/ProfilePage.tsx';
import { profileSearchSchema } from '../../features/profile/profileTabs.ts';
import { UploadsTab } from '../../features/myVideos/components/UploadsTab.tsx';
import { ComplaintsTab } from '../../features/complaints/components/ComplaintsTab.tsx';
import { MyRequestsTab } from '../../features/requests/components/MyRequestsTab.tsx';

export const Route = createFileRoute('/_auth/profile')({
  validateSearch: profileSearchSchema,
  // Not awaited: the page shows the user cached in local storage while the fresh copy loads.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab = 'personal', clipId, purchaseId, report } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'personal' ? undefined : next }, replace: true })
      }
      onAccountDeleted={() => navigate({ to: '/' })}
      uploads={<UploadsTab />}
      requests={<MyRequestsTab />}
      complaints={
        <ComplaintsTab
          key={`${clipId ?? ''}/${purchaseId ?? ''}`}
          clipId={clipId}
          purchaseId={purchaseId}
          startOpen={report}
        />
      }
    />
  );
}
