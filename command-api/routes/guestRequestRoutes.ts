import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { EventStore } from '../../events/eventStore.ts';
import { networkOf } from '../../infra/adapters/identity/networkOf.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { guestRequestLimiter, type GuestRequestLimiter } from '../complaints/guestRequestLimiter.ts';
import { checkReferences, runComplaintCommand } from '../complaints/runComplaintCommand.ts';
import { COMPLAINT_SUBJECT_MAX } from '../../events/constants.ts';
import { clipIdFromReference, contactMessageBody, takedownRequestBody } from './guestRequestSchemas.ts';
import { guestRequestTexts as t } from './messages/guestRequestTexts.ts';

const nowIso = () => new Date().toISOString();
const subjectOf = (text: string) => text.slice(0, COMPLAINT_SUBJECT_MAX);

/**
 * Requests anyone may send, with or without an account (issue 17): a takedown / blur request from a
 * person who appears in a clip (/takedown) and a message from the contact form (/about). Each is
 * filed as a complaint on its own stream (`takedown` or `other`) and lands in the admins' queue;
 * the request's own key owns the contact details. Valid requests are limited per client network.
 */
export function guestRequestRoutes(
  router: Router,
  registry: OpenApiRegistry,
  store: EventStore,
  limiter: GuestRequestLimiter = guestRequestLimiter(),
): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/takedown-requests',
    summary:
      'Ask for a face, plate or bystander in a clip to be blurred, or the clip removed (anyone; limited per network)',
    access: 'public',
    body: takedownRequestBody,
    async handle({ body, req, correlationId }) {
      const clipId = clipIdFromReference(body.clipReference)!;
      await checkReferences(store, '', { clipId, purchaseId: null });
      limiter.take(networkOf(req.ip ?? ''));
      const complaintId = randomUUID();
      const { position } = await runComplaintCommand(
        store,
        {
          type: 'FileGuestRequest',
          complaintId,
          complaintType: 'takedown',
          subject: subjectOf(t.takedownSubject(body.targets, clipId)),
          description: t.takedownDescription({ ...body, phone: body.phone || undefined }),
          clipId,
          now: nowIso(),
        },
        { actor: { system: 'takedown-form' }, correlationId },
      );
      return { status: 201, data: { requestId: complaintId, clipId, status: 'open' }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/contact-messages',
    summary: 'Send a message from the contact form to the support team (anyone; limited per network)',
    access: 'public',
    body: contactMessageBody,
    async handle({ body, req, correlationId }) {
      limiter.take(networkOf(req.ip ?? ''));
      const complaintId = randomUUID();
      const { position } = await runComplaintCommand(
        store,
        {
          type: 'FileGuestRequest',
          complaintId,
          complaintType: 'other',
          subject: subjectOf(t.contactSubject(body.name)),
          description: t.contactDescription({ email: body.email, phone: body.phone, text: body.message }),
          clipId: null,
          now: nowIso(),
        },
        { actor: { system: 'contact-form' }, correlationId },
      );
      return { status: 201, data: { requestId: complaintId, status: 'open' }, position };
    },
  });
}
