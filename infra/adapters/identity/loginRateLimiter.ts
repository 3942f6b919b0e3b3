import type { SqlExecutor } from '../postgres/sqlClient.ts';
import { networkOf } from './networkOf.ts';

const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_PER_ACCOUNT = 5;
const LOGIN_FAILURES_PER_IP = 30;
/** Past its limit a key waits this long before one more attempt, doubling with each further failure… */
const LOGIN_BACKOFF_FIRST_SECONDS = 30;
/** …up to this wait. */
const LOGIN_BACKOFF_MAX_SECONDS = 15 * 60;
/** Quiet sign-in limit rows are deleted at most this often by each instance. */
const LOGIN_LIMITS_PRUNE_SECONDS = 60;

export interface SignInLimits {
  /** Attempts per account before the back-off starts. */
  perAccount: number;
  /** Attempts per client network before the back-off starts (many people share one proxy). */
  perAddress: number;
  /** A key whose last attempt (or block) is this old starts again from zero. */
  windowSeconds: number;
  /** The first wait past a limit; each further attempt doubles it… */
  backoffFirstSeconds: number;
  /** …up to this. */
  backoffMaxSeconds: number;
  pruneEverySeconds: number;
}

export const defaultSignInLimits: SignInLimits = {
  perAccount: LOGIN_FAILURES_PER_ACCOUNT,
  perAddress: LOGIN_FAILURES_PER_IP,
  windowSeconds: LOGIN_WINDOW_SECONDS,
  backoffFirstSeconds: LOGIN_BACKOFF_FIRST_SECONDS,
  backoffMaxSeconds: LOGIN_BACKOFF_MAX_SECONDS,
  pruneEverySeconds: LOGIN_LIMITS_PRUNE_SECONDS,
};

// $1 key, $2 now, $3 limit, $4 window seconds, $5 first back-off seconds, $6 max back-off seconds.
// The attempt this reservation makes is the `count`-th of the window; reaching the limit starts
// a block that doubles with every attempt past it. A blocked key is left untouched (no row back).
const count = `case when coalesce(l.blocked_until, l.last_at) < $2::timestamptz - make_interval(secs => $4::float8)
                    then 1 else l.failures + 1 end`;
const blockFor = (n: string) =>
  `case when ${n} >= $3::int
        then $2::timestamptz + make_interval(secs => least($6::float8, $5::float8 * power(2, ${n} - $3::int)))
        else null end`;
const RESERVE = `
  insert into sign_in_limits as l (key, failures, blocked_until, last_at)
  values ($1, 1, ${blockFor('1')}, $2)
  on conflict (key) do update
     set failures = ${count}, blocked_until = ${blockFor(count)}, last_at = $2
   where l.blocked_until is null or l.blocked_until <= $2
  returning failures`;
const WAIT = `select ceil(extract(epoch from blocked_until - $2::timestamptz))::int as wait
                from sign_in_limits where key = $1`;
// A success gives its reservation back, and the block it may have started with it.
const GIVE_BACK = `
  update sign_in_limits
     set failures = greatest(failures - 1, 0),
         blocked_until = case when failures - 1 >= $2::int then blocked_until else null end
   where key = $1`;
const PRUNE = `delete from sign_in_limits
                where coalesce(blocked_until, last_at) < $1::timestamptz - make_interval(secs => $2::float8)`;

// A key that says yes once per period: the row's blocked_until is when it may say yes again.
const ONCE = `
  insert into sign_in_limits as l (key, failures, blocked_until, last_at)
  values ($1, 0, $2::timestamptz + make_interval(secs => $3::float8), $2)
  on conflict (key) do update set blocked_until = excluded.blocked_until, last_at = $2
   where l.blocked_until is null or l.blocked_until <= $2::timestamptz
  returning key`;

/**
 * Limits on sign-in, per account and per client network, kept in PostgreSQL so that every
 * instance counts the same attempts. An attempt is reserved (counted) before the password is
 * checked, atomically in SQL, so parallel guesses cannot all slip under the limit; past a limit the
 * key waits, the wait doubling with each further attempt, instead of a fixed lockout. A success
 * clears the account's count and gives the network back its attempt: many honest people behind
 * one proxy only spend what they get wrong. Keys are keyed hashes (`pseudonym`), never addresses.
 */
export function loginRateLimiter(
  db: SqlExecutor,
  pseudonym: (value: string) => string,
  limits: SignInLimits = defaultSignInLimits,
) {
  const accountKey = (email: string) => `account:${pseudonym(`account:${email}`)}`;
  const addressKey = (ip: string) => `address:${pseudonym(`address:${networkOf(ip)}`)}`;
  let prunedAt = 0;

  /** Seconds to wait, or 0 when the attempt is now counted. */
  async function reserveOne(key: string, limit: number, now: Date): Promise<number> {
    const params = [
      key,
      now,
      limit,
      limits.windowSeconds,
      limits.backoffFirstSeconds,
      limits.backoffMaxSeconds,
    ];
    const { rows } = await db.query(RESERVE, params);
    if (rows.length) return 0;
    const waited = await db.query<{ wait: number | null }>(WAIT, [key, now]);
    return Math.max(1, Number(waited.rows[0]?.wait ?? 1));
  }

  async function prune(now: Date): Promise<void> {
    prunedAt = now.getTime();
    await db.query(PRUNE, [now, limits.windowSeconds]);
  }

  return {
    /**
     * Counts one attempt for `email` from `ip` before any password work. Answers 0 when it may
     * go ahead, or the seconds to wait (nothing is counted then).
     */
    async reserve(email: string, ip: string, now = new Date()): Promise<number> {
      if (now.getTime() - prunedAt >= limits.pruneEverySeconds * 1000) await prune(now);
      const account = accountKey(email);
      const byAccount = await reserveOne(account, limits.perAccount, now);
      if (byAccount > 0) return byAccount;
      const byAddress = await reserveOne(addressKey(ip), limits.perAddress, now);
      if (byAddress > 0) await db.query(GIVE_BACK, [account, limits.perAccount]);
      return byAddress;
    },
    /** The password was right: the account starts again from zero, the network gets its attempt back. */
    async succeeded(email: string, ip: string): Promise<void> {
      await db.query('delete from sign_in_limits where key = $1', [accountKey(email)]);
      await db.query(GIVE_BACK, [addressKey(ip), limits.perAddress]);
    },
    /**
     * Counts one more attempt on an account's own key alone (its network was counted already):
     * sign-in also counts on the key that password re-checks use, so both share one limit.
     */
    async reserveAccount(account: string, now = new Date()): Promise<number> {
      return reserveOne(accountKey(account), limits.perAccount, now);
    },
    /** The password was right: the account's own key starts again from zero. */
    async clearAccount(account: string): Promise<void> {
      await db.query('delete from sign_in_limits where key = $1', [accountKey(account)]);
    },
    /**
     * Counts one costly anonymous request of `kind` (a registration: a password hash) from `ip`'s
     * network, before the work: 0 when it may go ahead, or the seconds to wait (with back-off).
     */
    async reserveFromNetwork(kind: string, ip: string, limit: number, now = new Date()): Promise<number> {
      return reserveOne(`${kind}:${pseudonym(`${kind}:${networkOf(ip)}`)}`, limit, now);
    },
    /**
     * True at most once per `seconds` for `subject` (e.g. a notice mail that must not flood an
     * inbox), shared by every instance; the subject is kept only as a keyed hash.
     */
    async once(subject: string, seconds: number, now = new Date()): Promise<boolean> {
      const { rows } = await db.query(ONCE, [`once:${pseudonym(`once:${subject}`)}`, now, seconds]);
      return rows.length > 0;
    },
    /** Deletes the rows of keys that have been quiet for a whole window (also done while reserving). */
    prune,
  };
}
export type LoginRateLimiter = ReturnType<typeof loginRateLimiter>;
