import type { StoredUser } from '../../../lib/session.ts';
import { nav } from '../shellTexts.ts';

/** The user's photo, or the first letter of the name (or e-mail) when there is none. */
export function Avatar({ user }: { user: StoredUser }) {
  if (user.photoURL) {
    return (
      <img
        className="avatar"
        src={user.photoURL}
        alt=""
        width={32}
        height={32}
        referrerPolicy="no-referrer"
      />
    );
  }
  const initial = Array.from(user.displayName || user.email || nav.noDisplayName)[0]?.toUpperCase() ?? '?';
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {initial}
    </span>
  );
}
