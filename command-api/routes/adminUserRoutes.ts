import type { Router } from 'express';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { userTexts } from './messages/userTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { eraseAccount } from '../accounts/eraseAccount.ts';
import type { IdentityDeps } from '../accounts/identityDeps.ts';
import { nowIso, runUserCommand, untilAccessReflects } from '../accounts/userCommands.ts';
import { userIdParams } from './accountSchemas.ts';

const notSelf = (target: string, actorId: string) => {
  if (target === actorId) throw new ApiError(409, 'CANNOT_TARGET_SELF', userTexts.cannotTargetSelf);
};

/** Admins suspend, activate and delete accounts (spec/admin-and-shell.md §7). */
export function adminUserRoutes(router: Router, registry: OpenApiRegistry, deps: IdentityDeps): void {
  for (const [action, type, summary] of [
    ['suspend', 'SuspendUser', 'Suspend a user: their sessions stop working at once'],
    ['activate', 'ActivateUser', 'Lift a suspension'],
  ] as const) {
    defineRoute(router, registry, {
      method: 'put',
      path: `/admin/users/:id/${action}`,
      summary,
      access: 'admin',
      params: userIdParams,
      async handle({ params, actor, correlationId }) {
        notSelf(params.id, actor!.id);
        const { position } = await runUserCommand(
          deps,
          { type, uid: params.id, now: nowIso() },
          { actor: actor!, correlationId },
        );
        await untilAccessReflects(deps, position);
        return { data: { uid: params.id, isActive: type === 'ActivateUser' }, position };
      },
    });
  }

  defineRoute(router, registry, {
    method: 'delete',
    path: '/admin/users/:id',
    summary: 'Delete a user for good (PDPA erasure)',
    access: 'admin',
    params: userIdParams,
    async handle({ params, actor, correlationId }) {
      notSelf(params.id, actor!.id);
      return eraseAccount(deps, params.id, { actor: actor!, correlationId });
    },
  });
}
