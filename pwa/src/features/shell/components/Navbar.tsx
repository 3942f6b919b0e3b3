import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '../../../lib/constants.ts';
import { useSession, type StoredUser } from '../../../lib/session.ts';
import { appName } from '../../../lib/texts.ts';
import { nav } from '../shellTexts.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { useScrolledPast } from './useScrolledPast.ts';

// Loads when someone asks to sign out, not with every first page.
const LogoutDialog = lazy(() =>
  import('./LogoutDialog.tsx').then((module) => ({ default: module.LogoutDialog })),
);

interface NavbarProps {
  /** What a signed-in member hears about, before their profile menu (the notification bell). */
  notifications?: (user: StoredUser) => ReactNode;
}

/** Fixed top bar; translucent once the page is scrolled past 50 px (spec: navigation bar). */
export function Navbar({ notifications }: NavbarProps) {
  const session = useSession();
  const user = session?.user ?? null;
  const { openAuth } = useAuthPrompt();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The mobile menu is open "at" a path, so following one of its links closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const menuId = useId();

  const openUploadPrompt = () => openAuth({ mode: 'login', reason: nav.uploadNeedsSignIn });

  const links = (
    <>
      <Link to="/dashboard" className="nav-link" activeProps={{ className: 'nav-link--active' }}>
        {nav.dashboard}
      </Link>
      <Link to="/requests" className="nav-link" activeProps={{ className: 'nav-link--active' }}>
        {nav.requests}
      </Link>
      <Link to="/about" className="nav-link" activeProps={{ className: 'nav-link--active' }}>
        {nav.about}
      </Link>
      {user && (
        <>
          <Link to="/upload" className="nav-link" activeProps={{ className: 'nav-link--active' }}>
            {nav.upload}
          </Link>
          <Link to="/my-videos" className="nav-link" activeProps={{ className: 'nav-link--active' }}>
            {nav.myVideos}
          </Link>
          {user.isAdmin && (
            <Link to="/admin" className="nav-link" activeProps={{ className: 'nav-link--active' }}>
              {nav.admin}
            </Link>
          )}
        </>
      )}
    </>
  );

  const signedOutActions = (
    <>
      <button type="button" className="button button--ghost" onClick={() => openAuth({ mode: 'login' })}>
        {nav.login}
      </button>
      <button type="button" className="button" onClick={openUploadPrompt}>
        {nav.upload}
      </button>
    </>
  );

  return (
    <header className={`navbar${scrolled ? ' navbar--scrolled' : ''}`}>
      <nav className="navbar__inner" aria-label={nav.mainLabel}>
        <Link to="/" className="navbar__brand" aria-label={nav.brandHome}>
          <img src="/icons/favicon-32.png" alt="" width={28} height={28} />
          <span>{appName}</span>
        </Link>

        <div className="navbar__links">{links}</div>

        <div className="navbar__actions">
          {user && notifications?.(user)}
          {user ? (
            <ProfileMenu user={user} onLogout={() => setConfirmingLogout(true)} />
          ) : (
            <div className="navbar__signed-out">{signedOutActions}</div>
          )}
          <button
            type="button"
            className="navbar__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? nav.closeMenu : nav.openMenu}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            <span className="hamburger" aria-hidden="true" />
          </button>
        </div>
      </nav>

      {menuOpen && (
        <div id={menuId} className="navbar__mobile">
          <Link to="/" className="nav-link">
            {nav.home}
          </Link>
          {links}
          {user ? (
            <Link to="/profile" className="nav-link">
              {nav.profile}
            </Link>
          ) : (
            <div className="navbar__mobile-actions">{signedOutActions}</div>
          )}
        </div>
      )}

      {confirmingLogout && (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setConfirmingLogout(false)} />
        </Suspense>
      )}
    </header>
  );
}
