import type { Router } from 'express';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { userTexts } from './messages/userTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { readUser } from '../../projector/projections/users/readUser.ts';

/** The signed-in person's own account, from the users read model. */
export function userRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  for (const path of ['/auth/profile', '/users/profile']) {
    defineRoute(router, registry, {
      method: 'get',
      path,
      summary: 'The signed-in user',
      access: 'signedIn',
      async handle({ actor }) {
        const user = await readUser(db, actor!.id);
        if (!user) throw new ApiError(404, 'USER_NOT_FOUND', userTexts.notFound);
        return { data: user };
      },
    });
  }
}
