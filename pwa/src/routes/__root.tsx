import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { SignInPrompt } from '../features/auth/components/SignInPrompt.tsx';
import { BottomBar } from '../features/shell/components/BottomBar.tsx';
import { Navbar } from '../features/shell/components/Navbar.tsx';
import { NoticeBanner } from '../features/shell/components/NoticeBanner.tsx';
import { NotFound } from '../features/shell/components/NotFound.tsx';
import { ScrollToTop } from '../features/shell/components/ScrollToTop.tsx';
import { UpdatePrompt } from '../features/shell/components/UpdatePrompt.tsx';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Navbar />
      <NoticeBanner />
      <main className="main">
        <Outlet />
      </main>
      <BottomBar />
      <SignInPrompt />
      <UpdatePrompt />
    </>
  );
}
