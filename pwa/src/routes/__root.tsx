import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthStartNotice } from '../features/auth/components/AuthStartNotice.tsx';
import { LazySignInModal } from '../features/auth/components/LazySignInModal.tsx';
import { CookieConsentBanner } from '../features/consent/components/CookieConsentBanner.tsx';
import { BottomBar } from '../features/shell/components/BottomBar.tsx';
import { Navbar } from '../features/shell/components/Navbar.tsx';
import { NoticeBanner } from '../features/shell/components/NoticeBanner.tsx';
import { NotFound } from '../features/shell/components/NotFound.tsx';
import { PushSync } from '../features/requests/components/PushSync.tsx';
import { ScrollToTop } from '../features/shell/components/ScrollToTop.tsx';
import { UpdatePrompt } from '../features/shell/components/UpdatePrompt.tsx';
import { UploadSync } from '../features/upload/components/UploadSync.tsx';
import type { RouterContext } from '../router.tsx';

// Only someone signed in has notifications: the bell and its polling load then, not with every
// first page (bench:pwa).
const NotificationBell = lazy(() =>
  import('../features/notifications/components/NotificationBell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Navbar
        notifications={(user) => (
          <Suspense fallback={null}>
            <NotificationBell user={user} />
          </Suspense>
        )}
      />
      <NoticeBanner />
      <AuthStartNotice />
      <main className="main">
        <Outlet />
      </main>
      <BottomBar />
      <LazySignInModal />
      <CookieConsentBanner />
      <UpdatePrompt />
      <UploadSync />
      <PushSync />
    </>
  );
}
