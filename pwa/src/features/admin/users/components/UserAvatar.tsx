import type { AdminUser } from '../api/getAdminUsers.ts';
import { userName } from '../userFacts.ts';

/** The user's photo, or the first letter of their name when there is none. */
export function UserAvatar({ user }: { user: AdminUser }) {
  if (user.photoURL) {
    return <img className="admin-user__avatar" src={user.photoURL} alt="" loading="lazy" />;
  }
  return (
    <span className="admin-user__avatar admin-user__avatar--initial" aria-hidden="true">
      {Array.from(userName(user))[0]?.toLocaleUpperCase('th-TH')}
    </span>
  );
}
