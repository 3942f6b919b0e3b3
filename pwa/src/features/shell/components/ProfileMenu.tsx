import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { StoredUser } from '../../../lib/session.ts';
import { nav } from '../../../lib/texts.ts';
import { Avatar } from './Avatar.tsx';

interface ProfileMenuProps {
  user: StoredUser;
  onLogout: () => void;
}

/** The signed-in user's dropdown: photo or initial, name, e-mail, profile, admin, logout. */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Open "at" a path: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const name = user.displayName || nav.noDisplayName;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="profile-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${nav.accountMenu} ${name}`}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div id={menuId} className="profile-menu__panel">
          <div className="profile-menu__who">
            <strong>{name}</strong>
            <span className="muted">{user.email}</span>
          </div>
          <Link to="/profile" className="profile-menu__item">
            {nav.profile}
          </Link>
          <Link to="/my-videos" className="profile-menu__item">
            {nav.myVideos}
          </Link>
          {user.isAdmin && (
            <Link to="/admin" className="profile-menu__item">
              {nav.admin}
            </Link>
          )}
          <button
            type="button"
            className="profile-menu__item profile-menu__logout"
            onClick={() => {
              setOpenAt(null);
              onLogout();
            }}
          >
            {nav.logout}
          </button>
        </div>
      )}
    </div>
  );
}
