/**
 * `npm run admin:grant -- <email>`: makes the account holding that address an admin (the first
 * admin has nobody to ask). Embedded mode: stop the server first, PGlite belongs to one process.
 */
import { randomUUID } from 'node:crypto';
import { holderOf } from '../../../command-api/accounts/emailReservation.ts';
import { runUserCommand } from '../../../command-api/accounts/userCommands.ts';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { loadConfig } from '../config.ts';
import { openStorage } from '../composition/openStorage.ts';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run admin:grant -- <email>');
  process.exit(2);
}
const storage = await openStorage(loadConfig(), 'all');
try {
  const uid = await holderOf(storage, email);
  if (!uid) {
    console.error('No account holds that address.');
    process.exitCode = 1;
  } else {
    await runUserCommand(
      storage,
      { type: 'GrantAdmin', uid, now: new Date().toISOString() },
      { actor: { system: 'admin-grant-cli' }, correlationId: randomUUID() },
    );
    console.log(`Account ${uid} is now an admin.`);
  }
} catch (error) {
  if (error instanceof DomainError && error.code === 'ALREADY_ADMIN')
    console.log('That account is already an admin.');
  else throw error;
} finally {
  await storage.close();
}
