/**
 * Dev only: registers a seller and an admin through the real command path and prints signed dev
 * tokens for them (accepted only while ALLOW_DEV_TOKENS is on, the embedded default). Real sign-in
 * replaces this. Run it while the server is stopped: PGlite belongs to one process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { userDecider, type UserCommand } from '../../command-api/domain/user/decide.ts';
import { DomainError } from '../../command-api/domain/decider.ts';
import { handleCommand } from '../../command-api/handleCommand.ts';
import { streams } from '../../events/streams.ts';
import { loadConfig } from '../config.ts';
import { openStorage } from '../composition/openStorage.ts';
import { loadTokenSecret } from '../identity/tokenSecret.ts';
import { tokenSigner, type Role } from '../identity/tokens.ts';

const DEV_TOKEN_DAYS = 30;
const people: { uid: string; email: string; displayName: string; role: Role }[] = [
  { uid: 'dev-seller', email: 'seller@dashclip.test', displayName: 'ผู้ขายทดสอบ', role: 'seller' },
  { uid: 'dev-admin', email: 'admin@dashclip.test', displayName: 'ผู้ดูแลทดสอบ', role: 'admin' },
];

async function run(
  store: Awaited<ReturnType<typeof openStorage>>['store'],
  uid: string,
  command: UserCommand,
) {
  try {
    await handleCommand(store, streams.user(uid), userDecider, command, {
      actor: { system: 'dev-seed' },
      correlationId: randomUUID(),
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error; // already seeded: fine
  }
}

const config = loadConfig();
const storage = await openStorage(config, 'all');
try {
  const now = new Date().toISOString();
  for (const person of people) {
    await run(storage.store, person.uid, {
      type: 'RegisterUser',
      uid: person.uid,
      email: person.email,
      displayName: person.displayName,
      userType: person.role === 'seller' ? 'seller' : 'buyer',
      now,
    });
    if (person.role === 'admin')
      await run(storage.store, person.uid, { type: 'GrantAdmin', uid: person.uid, now });
  }
  const signer = tokenSigner(loadTokenSecret(config.TOKEN_SECRET, config.dataDir));
  const exp = Math.floor(Date.now() / 1000) + DEV_TOKEN_DAYS * 24 * 3600;
  const tokens = Object.fromEntries(
    people.map((p) => [
      p.role,
      {
        uid: p.uid,
        email: p.email,
        displayName: p.displayName,
        token: signer.issue({ sub: p.uid, role: p.role, exp, dev: true }),
      },
    ]),
  );
  const file = path.join(config.dataDir, 'dev-tokens.json');
  fs.writeFileSync(file, JSON.stringify(tokens, null, 2), { mode: 0o600 });
  console.log(`Seeded a seller and an admin. Dev tokens (valid ${DEV_TOKEN_DAYS} days) are in ${file}.`);
  console.log('Use them as "Authorization: Bearer <token>", or in the browser console:');
  for (const [role, t] of Object.entries(tokens)) {
    const user = {
      uid: t.uid,
      email: t.email,
      displayName: t.displayName,
      isAdmin: role === 'admin',
      userType: role === 'seller' ? 'seller' : 'buyer',
      roles: role === 'admin' ? ['buyer', 'admin'] : [role],
      emailVerified: true,
    };
    console.log(
      `  ${role}: localStorage.setItem('token', '${t.token}'); localStorage.setItem('user', '${JSON.stringify(user)}')`,
    );
  }
} finally {
  await storage.close();
}
