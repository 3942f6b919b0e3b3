import { formatThaiDate, formatTime } from '../../../lib/format.ts';
import { getToken, useSession } from '../../../lib/session.ts';
import { common } from '../../../lib/texts.ts';
import { debug } from '../authTexts.ts';
import { clearAllStoredDataAndReload } from './debugActions.ts';
import { UserFacts } from './UserFacts.tsx';

const yesNo = (value: boolean) => (value ? common.yes : common.no);

/** /admin-debug: the signed-in user's own admin-relevant fields, from this browser only. */
export function AdminDebugPage() {
  const session = useSession();
  const user = session?.user ?? null;

  return (
    <section className="page">
      <h1>{debug.adminTitle}</h1>
      <p className="muted">{debug.intro}</p>
      <UserFacts
        facts={[
          { label: debug.loginState, value: session ? debug.signedIn : debug.signedOut },
          { label: debug.isAdmin, value: yesNo(user?.isAdmin ?? false) },
          { label: debug.email, value: user?.email ?? '-' },
          { label: debug.userId, value: user?.uid ?? '-' },
          { label: debug.userType, value: user?.userType ?? '-' },
          { label: debug.roles, value: user?.roles.join(', ') ?? '-' },
          { label: debug.emailVerified, value: yesNo(user?.emailVerified ?? false) },
          {
            label: debug.lastLogin,
            value: user?.lastLogin ? `${formatThaiDate(user.lastLogin)} ${formatTime(user.lastLogin)}` : '-',
          },
          { label: debug.tokenExists, value: yesNo(getToken() !== null) },
        ]}
      />
      <h2>{debug.storedUser}</h2>
      {user ? <pre className="code-block">{JSON.stringify(user, null, 2)}</pre> : <p>{debug.noStoredUser}</p>}
      <div className="actions">
        <button type="button" className="button button--danger" onClick={clearAllStoredDataAndReload}>
          {debug.clearAll}
        </button>
      </div>
    </section>
  );
}
