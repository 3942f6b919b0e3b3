import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

export const devMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
export type DevMessage = z.infer<typeof devMessageSchema>;
export type DevOutboxKind = 'mailbox' | 'sms';

const answerSchema = z.object({ messages: z.array(devMessageSchema) });

/**
 * The dev mailbox or SMS outbox (DEV_TOOLS on; otherwise 404). Sent with the session, if any: the
 * server answers a request from its own machine, or an admin's from anywhere.
 */
export const devOutboxQuery = (kind: DevOutboxKind) =>
  queryOptions({
    queryKey: ['dev-outbox', kind],
    queryFn: ({ signal }) => apiRequest(`/dev/${kind}`, { schema: answerSchema, signal }),
    refetchInterval: 3000,
  });
