import { Router } from 'express';
import { z } from 'zod';
import { defineRoute } from './defineRoute.ts';
import type { OpenApiRegistry } from './openApi.ts';

export interface DevOutboxReader {
  listMail(limit: number): Promise<unknown[]>;
  listSms(limit: number): Promise<unknown[]>;
}

export interface IdentityConfig {
  provider: 'local' | 'firebase';
  firebase?: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  /** Embedded mode: the dev mailbox, SMS outbox and debug pages exist. */
  devOutbox: DevOutboxReader | null;
}

const DEV_OUTBOX_LIMIT = 50;
const limitQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(DEV_OUTBOX_LIMIT).default(DEV_OUTBOX_LIMIT) })
  .strict();

/** What the PWA needs to know about sign-in, and the embedded mode's dev outboxes. */
export function identityConfigRoutes(registry: OpenApiRegistry, config: IdentityConfig): Router {
  const router = Router();
  defineRoute(router, registry, {
    method: 'get',
    path: '/auth/config',
    summary: 'Which sign-in the PWA offers (local accounts or Firebase) and whether dev tools exist',
    access: 'public',
    async handle() {
      return {
        data: {
          provider: config.provider,
          ...(config.firebase ? { firebase: config.firebase } : {}),
          devTools: config.devOutbox !== null,
        },
      };
    },
  });
  const outbox = config.devOutbox;
  if (outbox) {
    defineRoute(router, registry, {
      method: 'get',
      path: '/dev/mailbox',
      summary: 'Embedded mode only: mail the marketplace sent (the dev mailbox)',
      access: 'public',
      query: limitQuery,
      async handle({ query }) {
        return { data: { messages: await outbox.listMail(query.limit) } };
      },
    });
    defineRoute(router, registry, {
      method: 'get',
      path: '/dev/sms',
      summary: 'Embedded mode only: text messages the marketplace sent (the dev SMS outbox)',
      access: 'public',
      query: limitQuery,
      async handle({ query }) {
        return { data: { messages: await outbox.listSms(query.limit) } };
      },
    });
  }
  return router;
}
