import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importDirection, layerOf, refusal } from './importDirection.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('the import direction', () => {
  it('names each folder by its layer', () => {
    expect(layerOf('command-api/domain/clip/decide.ts')).toEqual({ layer: 'domain', side: 'command-api' });
    expect(layerOf('command-api/routes/clipModerationRoutes.ts')).toEqual({
      layer: 'routes',
      side: 'command-api',
    });
    expect(layerOf('command-api/routes/commandApi.ts')).toEqual({ layer: 'routes', side: 'command-api' });
    expect(layerOf('query-api/ports/searchIndex.ts')).toEqual({ layer: 'port', side: 'query-api' });
    expect(layerOf('infra/adapters/search/postgres/postgresSearchIndex.ts')).toEqual({
      layer: 'adapter',
      system: 'search',
    });
    expect(layerOf('infra/http/defineRoute.ts')).toEqual({ layer: 'edge' });
    expect(layerOf('infra/app/main.ts')).toEqual({ layer: 'app' });
  });

  it('lets every arrow point down', () => {
    const allowed: [string, string][] = [
      ['infra/app/composition/marketplace.ts', 'command-api/commandApi.ts'],
      ['command-api/routes/clipModerationRoutes.ts', 'infra/http/defineRoute.ts'],
      ['command-api/clips/runClipCommand.ts', 'infra/adapters/postgres/sqlClient.ts'],
      ['command-api/clips/runClipCommand.ts', 'command-api/domain/clip/decide.ts'],
      ['query-api/queries/listAudit.ts', 'projector/projections/audit/auditTables.ts'],
      ['infra/adapters/search/postgres/postgresSearchIndex.ts', 'query-api/ports/searchIndex.ts'],
      ['infra/adapters/search/postgres/postgresSearchIndex.ts', 'infra/adapters/postgres/sqlClient.ts'],
      ['infra/adapters/media/images.ts', 'infra/adapters/files/mediaStore.ts'],
      ['command-api/domain/clip/decide.ts', 'events/clip/clipEvents.ts'],
      ['command-api/domain/purchase/decide.ts', 'command-api/constants.ts'],
      ['command-api/domain/clip/decide.unit.test.ts', 'command-api/testing/deciderSpecification.ts'],
      ['projector/readModelLookups.ts', 'command-api/ports/readModelLookups.ts'],
    ];
    for (const [from, to] of allowed) expect(refusal(from, to), `${from} → ${to}`).toBeNull();
  });

  it('refuses every arrow pointing up or across', () => {
    const refused: [string, string][] = [
      ['infra/http/errorHandler.ts', 'command-api/domain/decider.ts'],
      ['infra/http/authenticate.ts', 'projector/projections/users/readUser.ts'],
      ['infra/http/httpApp.ts', 'infra/adapters/identity/identityTokens.ts'],
      ['command-api/uploads/uploadVideo.ts', 'infra/http/apiError.ts'],
      ['command-api/accounts/userCommands.ts', 'projector/projections/users/readUser.ts'],
      ['projector/projections/search/searchProjection.ts', 'query-api/queries/searchApprovedClips.ts'],
      ['query-api/queries/listAudit.ts', 'command-api/domain/decider.ts'],
      ['command-api/payouts/runPayoutBatch.ts', 'infra/app/config.ts'],
      ['infra/adapters/files/tusVideoUploads.ts', 'infra/http/messages.ts'],
      ['infra/adapters/search/postgres/postgresSearchIndex.ts', 'query-api/queries/searchApprovedClips.ts'],
      ['infra/adapters/payments/stripe/stripePaymentProvider.ts', 'infra/adapters/mail/mailer.ts'],
      ['command-api/domain/clip/decide.ts', 'infra/adapters/postgres/sqlClient.ts'],
      ['command-api/domain/clip/decide.ts', 'command-api/clips/runClipCommand.ts'],
      ['events/clip/clipEvents.ts', 'command-api/domain/decider.ts'],
      ['pwa/src/lib/format.ts', 'query-api/ports/searchIndex.ts'],
    ];
    for (const [from, to] of refused) expect(refusal(from, to), `${from} → ${to}`).not.toBeNull();
  });
});

describe('the ESLint rule', () => {
  const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
  it('reports a wrong-way import where it is written', () => {
    tester.run('import-direction', importDirection, {
      valid: [
        {
          filename: path.join(root, 'command-api/routes/clipModerationRoutes.ts'),
          code: "import { defineRoute } from '../../infra/http/defineRoute.ts';",
        },
      ],
      invalid: [
        {
          filename: path.join(root, 'infra/http/errorHandler.ts'),
          code: "import { DomainError } from '../../command-api/domain/decider.ts';",
          errors: [{ messageId: 'wrongWay' }],
        },
        {
          filename: path.join(root, 'command-api/uploads/uploadVideo.ts'),
          code: "export { th } from '../../infra/http/messages.ts'; const m = import('../../infra/app/config.ts');",
          errors: [{ messageId: 'wrongWay' }, { messageId: 'wrongWay' }],
        },
      ],
    });
  });
});
