import { getToken, useSession } from '../../../lib/session.ts';
import { common } from '../../../lib/texts.ts';
import { debug } from '../authTexts.ts';
import { AuthCheck } from './AuthCheck.tsx';
import { clearAllStoredDataAndReload } from './debugActions.ts';
import { UserFacts } from './UserFacts.tsx';

const yesNo = (value: boolean) => (value ? common.yes : common.no);

/**
 * /debug: only what this browser holds about its own user (DESIGN §7: debug pages never show
 * anyone else's data). The token itself is never shown, only whether one exists.
 */
export function DebugPage() {
  const session = useSession();
  const user = session?.user ?? null;

  return (
    <section className="page">
      <h1>{debug.title}</h1>
      <p className="muted">{debug.intro}</p>

      <h2>{debug.checklist}</h2>
      <UserFacts
        facts={[
          { label: debug.loginState, value: session ? debug.signedIn : debug.signedOut },
          { label: debug.tokenExists, value: yesNo(getToken() !== null) },
          { label: debug.userExists, value: yesNo(user !== null) },
          { label: debug.isAdmin, value: yesNo(user?.isAdmin ?? false) },
          { label: debug.rolesIncludeAdmin, value: yesNo(user?.roles.includes('admin') ?? false) },
          { label: debug.userType, value: user?.userType ?? '-' },
        ]}
      />

      <h2>{debug.storedUser}</h2>
      {user ? <pre className="code-block">{JSON.stringify(user, null, 2)}</pre> : <p>{debug.noStoredUser}</p>}

      {session && <AuthCheck />}

      <div className="actions">
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {debug.refresh}
        </button>
        <button type="button" className="button button--danger" onClick={clearAllStoredDataAndReload}>
          {debug.clearAll}
        </button>
      </div>
    </section>
  );
}
