/**
 * Accounts through the real routes: register, open the verification link from the dev mailbox
 * (DEV_TOOLS, read from loopback without forwarding headers), sign in. The pool of sellers, buyers
 * and the admin (ADMIN_EMAILS) is made before the measured window: each account costs two
 * production scrypt hashes (N = 2^17), which the two cores must not spend inside it.
 */
import type { LoadAnswer, LoadHttp } from './loadHttp.ts';
import { address } from './loadContext.ts';
import type { Member } from './marketState.ts';

export const LOAD_PASSWORD = 'Soak-test-2026!';
/** Sign-ups in parallel while the pool is made: Node hashes on four libuv threads. */
const SIGN_UPS_AT_ONCE = 4;
/** How many mails the dev mailbox answers at most (newest first). */
const MAILBOX_LIMIT = 50;
const MAIL_TRIES = 20;
const MAIL_RETRY_MS = 100;
/** Sign-ins tried again after a 5xx while the pool is made. */
const SIGN_IN_RETRIES = 3;

const FIRST_NAMES = ['สมชาย', 'สมหญิง', 'วิชัย', 'มาลี', 'ประเสริฐ', 'สุดา', 'อนันต์', 'กาญจนา'] as const;
const LAST_NAMES = ['ใจดี', 'รักถิ่น', 'ศรีสุข', 'ทองคำ', 'มั่นคง', 'แสงทอง'] as const;

export const adminEmail = (runId: string) => `load-${runId}-admin@example.com`;

export function registrationBody(email: string, userType: 'buyer' | 'seller') {
  const n = [...email].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return {
    firstName: FIRST_NAMES[n % FIRST_NAMES.length],
    lastName: LAST_NAMES[n % LAST_NAMES.length],
    email,
    password: LOAD_PASSWORD,
    confirmPassword: LOAD_PASSWORD,
    acceptTerms: true,
    userType,
  };
}

/** The token of the newest verification link mailed to `email`, or null when none arrived. */
export async function mailedToken(http: LoadHttp, email: string): Promise<string | null> {
  for (let attempt = 0; attempt < MAIL_TRIES; attempt += 1) {
    const answer = await http({
      kind: 'support',
      cls: 'dev mailbox',
      route: 'GET /api/dev/mailbox',
      method: 'GET',
      path: `/api/dev/mailbox?limit=${MAILBOX_LIMIT}`,
    });
    if (answer.status === 200) {
      const mail = answer
        .data<{ messages: { to: string; link: string | null }[] }>()
        .messages.find((message) => message.to === email && message.link?.includes('token='));
      if (mail) return new URL(mail.link!).searchParams.get('token');
    }
    await new Promise((resolve) => setTimeout(resolve, MAIL_RETRY_MS));
  }
  return null;
}

export function newMember(
  login: LoadAnswer,
  account: { email: string; address: string },
  role: Member['role'],
): Member {
  const { token, user } = login.data<{ token: string; user: { uid: string } }>();
  return {
    uid: user.uid,
    email: account.email,
    token,
    address: account.address,
    role,
    unread: new Set(),
    waitingUploads: 0,
  };
}

/** One account through the real routes, before the window (counted as support, not as commands). */
async function signUp(
  http: LoadHttp,
  devTools: LoadHttp,
  email: string,
  clientAddress: string,
  role: Member['role'],
): Promise<Member> {
  const call = (route: string, path: string, json: unknown) =>
    http({
      kind: 'support',
      cls: 'account setup',
      route,
      method: 'POST',
      path,
      address: clientAddress,
      json,
    });
  const registered = await call('POST /api/auth/register', '/api/auth/register', {
    ...registrationBody(email, role === 'buyer' ? 'buyer' : 'seller'),
  });
  if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.outcome}`);
  const token = await mailedToken(devTools, email);
  if (!token) throw new Error(`no verification mail reached ${email}`);
  // A 5xx is counted against the run by the metrics; the account may be verified all the same
  // (the command was recorded before its answer failed), which signing in tells.
  const verified = await call('POST /api/auth/verify-email', '/api/auth/verify-email', { token });
  if (verified.status !== 200 && verified.status < 500)
    throw new Error(`verifying ${email}: ${verified.outcome}`);
  let login = await call('POST /api/auth/login', '/api/auth/login', { email, password: LOAD_PASSWORD });
  for (let retry = 0; retry < SIGN_IN_RETRIES && login.status >= 500; retry += 1)
    login = await call('POST /api/auth/login', '/api/auth/login', { email, password: LOAD_PASSWORD });
  if (login.status !== 200) throw new Error(`signing in ${email}: ${login.outcome}`);
  return newMember(login, { email, address: clientAddress }, role);
}

/** Address blocks of 10.0.0.0/8 per kind of client (loadContext.address). */
export const ADDRESS_BLOCKS = { sellers: 1, buyers: 2, admin: 3, registrations: 4, visitors: 128 } as const;

export async function createPeople(
  http: LoadHttp,
  devTools: LoadHttp,
  runId: string,
  counts: { sellers: number; buyers: number },
): Promise<{ sellers: Member[]; buyers: Member[]; admin: Member }> {
  const wanted: { email: string; address: string; role: Member['role'] }[] = [
    { email: adminEmail(runId), address: address(ADDRESS_BLOCKS.admin, 1), role: 'admin' },
    ...Array.from({ length: counts.sellers }, (_, n) => ({
      email: `load-${runId}-seller${n}@example.com`,
      address: address(ADDRESS_BLOCKS.sellers, n + 1),
      role: 'seller' as const,
    })),
    ...Array.from({ length: counts.buyers }, (_, n) => ({
      email: `load-${runId}-buyer${n}@example.com`,
      address: address(ADDRESS_BLOCKS.buyers, n + 1),
      role: 'buyer' as const,
    })),
  ];
  const made: Member[] = [];
  for (let start = 0; start < wanted.length; start += SIGN_UPS_AT_ONCE)
    made.push(
      ...(await Promise.all(
        wanted
          .slice(start, start + SIGN_UPS_AT_ONCE)
          .map((w) => signUp(http, devTools, w.email, w.address, w.role)),
      )),
    );
  return {
    admin: made.find((m) => m.role === 'admin')!,
    sellers: made.filter((m) => m.role === 'seller'),
    buyers: made.filter((m) => m.role === 'buyer'),
  };
}
