import { Router } from 'express';
import { z } from 'zod';
import { defineRoute } from '../../http/defineRoute.ts';
import { devToolsOnly, mayUseDevTools } from '../../http/devToolsAccess.ts';
import { ownedBy, type OpenApiRegistry } from '../../http/openApi.ts';

export interface DevOutboxReader {
  listMail(limit: number): Promise<unknown[]>;
  listSms(limit: number): Promise<unknown[]>;
}

export interface IdentityConfig {
  provider: 'local' | 'firebase';
  firebase?: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  /** DEV_TOOLS on: the dev mailbox, SMS outbox and debug pages exist (for this machine and admins). */
  devOutbox: DevOutboxReader | null;
}

const DEV_OUTBOX_LIMIT = 50;
const DEV_OUTBOX_PATHS = ['/dev/mailbox', '/dev/sms'];
const limitQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(DEV_OUTBOX_LIMIT).default(DEV_OUTBOX_LIMIT) })
  .strict();

/**
 * What the PWA needs to know about sign-in, and the dev outboxes when DEV_TOOLS is on: answered
 * only to a request made on this machine or by an admin (mayUseDevTools); to anyone else, and
 * with dev tools off, they are an unknown path (404), so nobody learns they exist.
 */
export function identityConfigRoutes(services: OpenApiRegistry, config: IdentityConfig): Router {
  const router = Router();
  // query-api mounts it (marketplace.ts): sign-in settings and the dev outboxes are reads.
  const registry = ownedBy(services, 'query-api');
  defineRoute(router, registry, {
    method: 'get',
    path: '/auth/config',
    summary:
      'Which sign-in the PWA offers (local accounts or Firebase) and whether dev tools exist for the caller',
    access: 'public',
    async handle({ req, caller }) {
      return {
        data: {
          provider: config.provider,
          ...(config.firebase ? { firebase: config.firebase } : {}),
          // Only to whom they would answer: a stranger neither sees links to them nor learns they exist.
          devTools: config.devOutbox !== null && mayUseDevTools(req, caller),
        },
      };
    },
  });
  const outbox = config.devOutbox;
  if (outbox) {
    // Before validation too: a stranger's bad query must not reveal that the route exists.
    router.use(DEV_OUTBOX_PATHS, devToolsOnly);
    defineRoute(router, registry, {
      method: 'get',
      path: '/dev/mailbox',
      summary: 'DEV_TOOLS only, from this machine or an admin: mail the marketplace sent (the dev mailbox)',
      access: 'public',
      query: limitQuery,
      async handle({ query }) {
        return { data: { messages: await outbox.listMail(query.limit) } };
      },
    });
    defineRoute(router, registry, {
      method: 'get',
      path: '/dev/sms',
      summary: 'DEV_TOOLS only, from this machine or an admin: text messages sent (the dev SMS outbox)',
      access: 'public',
      query: limitQuery,
      async handle({ query }) {
        return { data: { messages: await outbox.listSms(query.limit) } };
      },
    });
  }
  return router;
}
