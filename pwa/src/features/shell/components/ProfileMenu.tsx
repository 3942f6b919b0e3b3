import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { StoredUser } from '../../../lib/session.ts';
import { common } from '../../../lib/texts.ts';
import { nav } from '../shellTexts.ts';
import { useNavbarMenu } from '../../../lib/useNavbarMenu.ts';
import { Avatar } from './Avatar.tsx';

interface ProfileMenuProps {
  user: StoredUser;
  onLogout: () => void;
}

/** The signed-in user's dropdown: photo or initial, name, e-mail, profile, admin, logout. */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const { open, rootRef, toggle, close } = useNavbarMenu();
  const menuId = useId();
  const name = user.displayName || nav.noDisplayName;

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="profile-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${nav.accountMenu} ${name}`}
        onClick={toggle}
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
              close();
              onLogout();
            }}
          >
            {common.logout}
          </button>
        </div>
      )}
    </div>
  );
}
