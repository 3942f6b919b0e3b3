import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holderOf } from '../../../command-api/accounts/emailReservation.ts';
import { loadUser } from '../../../command-api/accounts/userCommands.ts';
import { EMBEDDED, runScript } from '../../../tests/fixtures/e2eServer.ts';
import { loadConfig } from '../config.ts';
import { openStorage } from '../composition/openStorage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashclip-grant-'));
const env = { ...process.env, ...EMBEDDED, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

describe('npm run admin:grant -- <email>', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('makes the account holding the address an admin, once; an unknown address fails', async () => {
    await runScript(['infra/app/dev/seed.ts'], env);
    expect(await runScript(['infra/app/cli/grantAdminCli.ts', 'Seller@Dashclip.test'], env)).toMatch(
      /is now an admin/,
    );
    expect(await runScript(['infra/app/cli/grantAdminCli.ts', 'seller@dashclip.test'], env)).toMatch(
      /already an admin/,
    );
    await expect(runScript(['infra/app/cli/grantAdminCli.ts', 'nobody@example.com'], env)).rejects.toThrow(
      /No account holds that address/,
    );
    const storage = await openStorage(loadConfig(env), 'all');
    try {
      const uid = await holderOf(storage, 'seller@dashclip.test');
      const state = await loadUser(storage, uid!);
      expect(state.status === 'registered' && state.isAdmin).toBe(true);
    } finally {
      await storage.close();
    }
  }, 120_000);
});
