import type { Router } from 'express';
import { z } from 'zod';
import { SHA256_HEX_LENGTH } from '../../events/constants.ts';
import { limitTexts } from '../../events/limitTexts.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { safeText } from '../../infra/http/inputSchemas.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { findDuplicateFile } from '../queries/findDuplicateFile.ts';

const duplicateQuery = z.object({ sha256: safeText().max(200).optional() }).strict();
const SHA256_HEX = new RegExp(`^[0-9a-f]{${SHA256_HEX_LENGTH}}$`);

/** The upload form asks, before sending a file, whether its bytes are already here (issue 17). */
export function duplicateFileRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/users/videos/duplicate',
    summary:
      "Whether the caller already has a clip with this SHA-256 (its id, title and status), and whether another seller's clip with it is on sale (nothing more)",
    access: 'member',
    query: duplicateQuery,
    async handle({ query, actor }) {
      const sha256 = query.sha256?.trim().toLowerCase() ?? '';
      if (!SHA256_HEX.test(sha256))
        throw new ApiError(400, 'VALIDATION', limitTexts.sha256Required, [
          { field: 'sha256', message: limitTexts.sha256Required },
        ]);
      return { data: await findDuplicateFile(db, actor!.id, sha256) };
    },
  });
}
