/**
 * Dev only: creates a verified seller and an admin with known passwords, through the real command
 * path, so the embedded marketplace can be tried at once. Run it while the server is stopped:
 * PGlite belongs to one process. Refuses a database server or dev tools off unless --force.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { reserveEmail } from '../../../command-api/accounts/emailReservation.ts';
import { runUserCommand } from '../../../command-api/accounts/userCommands.ts';
import { TERMS_VERSION } from '../../../events/constants.ts';
import { loadConfig } from '../config.ts';
import { openStorage } from '../composition/openStorage.ts';
import { hashPassword } from '../../adapters/identity/passwords.ts';
import { DEV_PASSWORD, devAccounts } from './devAccounts.ts';
import { seedDemoClips } from './demoClips.ts';
import { seedRefusal } from './seedGuard.ts';

const people = devAccounts;
/** Also upload and approve a handful of sample clips (infra/app/dev/demoClips.ts). */
const DEMO_FLAG = '--demo';

async function ignoringRepeats(step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error; // already seeded: fine
  }
}

const config = loadConfig();
const refusal = seedRefusal(config, process.argv.slice(2));
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const storage = await openStorage(config, 'all');
try {
  const now = new Date().toISOString();
  for (const person of people) {
    const context = { actor: { system: 'dev-seed' }, correlationId: randomUUID() };
    await ignoringRepeats(() => reserveEmail(storage, person.email, person.uid, context));
    await ignoringRepeats(async () =>
      runUserCommand(
        storage,
        {
          type: 'RegisterUser',
          uid: person.uid,
          provider: 'password',
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          displayName: `${person.firstName} ${person.lastName}`,
          phone: '',
          userType: person.userType,
          passwordHash: await hashPassword(DEV_PASSWORD),
          emailVerified: true,
          termsVersion: TERMS_VERSION,
          verificationId: null,
          grantAdmin: person.admin,
          now,
        },
        context,
      ),
    );
  }
  console.log(`Seeded ${people.length} verified accounts (password "${DEV_PASSWORD}"):`);
  for (const person of people) console.log(`  ${person.admin ? 'admin ' : person.userType}: ${person.email}`);
  if (process.argv.includes(DEMO_FLAG)) {
    const added = await seedDemoClips(storage, config.mediaDir, {
      sellerId: devAccounts[0].uid,
      adminId: devAccounts[1].uid,
    });
    console.log(`Added ${added} approved demo clips by ${devAccounts[0].email} (${DEMO_FLAG}).`);
  }
} finally {
  await storage.close();
}
