import type { Router } from 'express';
import type { EventStore } from '../../events/eventStore.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { guestRequestLimiter, type GuestRequestLimiter } from '../complaints/guestRequestLimiter.ts';
import { REQUEST_REPORT_WINDOW_SECONDS, REQUEST_REPORTS_PER_WINDOW } from '../constants.ts';
import { DomainError } from '../domain/decider.ts';
import { openRequest } from '../requests/openRequest.ts';
import { renewRequest } from '../requests/renewRequest.ts';
import { closeRequest, editRequest, removeRequest, reportRequest } from '../requests/requestCommands.ts';
import { editRequestBody, openRequestBody, requestIdParams, requestReasonBody } from './requestSchemas.ts';

const nowIso = () => new Date().toISOString();

/**
 * Counts a member's reports (REQUEST_REPORTS_PER_WINDOW per window, in this process, like the
 * public forms' limiter) and refuses past it in the words of requests.
 */
function reportLimit(limiter: GuestRequestLimiter, uid: string): void {
  try {
    limiter.take(uid);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const { retryAfterSeconds } = (error as DomainError<'TOO_MANY_REQUESTS'>).details;
    throw new DomainError('REQUEST_RATE_LIMITED', { action: 'report', retryAfterSeconds });
  }
}

/**
 * Footage requests, ตามหาคลิป (issue 22): a member asks for footage of an incident, edits, closes
 * and renews it; other members report abuse; admins remove it with a reason the requester reads.
 * Opening is limited by the `requesting-{uid}` guard (REQUEST_OPEN_MAX open, REQUEST_OPENS_PER_HOUR),
 * reporting per member. Every command is recorded with its actor.
 */
export function requestRoutes(
  router: Router,
  registry: OpenApiRegistry,
  store: EventStore,
  reports: GuestRequestLimiter = guestRequestLimiter(
    REQUEST_REPORTS_PER_WINDOW,
    REQUEST_REPORT_WINDOW_SECONDS,
  ),
): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/requests',
    summary:
      'Open a footage request: title, what happened, pin and radius, the incident day and window, vehicles, the most the requester pays (baht)',
    access: 'member',
    body: openRequestBody,
    async handle({ body, actor, correlationId }) {
      const { requestId, position } = await openRequest(
        store,
        { requesterId: actor!.id, ...body, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { status: 201, data: { requestId }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/requests/:id',
    summary: 'Change an open footage request (its owner; only the fields sent)',
    access: 'member',
    params: requestIdParams,
    body: editRequestBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await editRequest(
        store,
        { requestId: params.id, by: actor!.id, changes: body, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { requestId: params.id }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/requests/:id/close',
    summary: 'Close an open footage request (its owner)',
    access: 'member',
    params: requestIdParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await closeRequest(
        store,
        { requestId: params.id, by: actor!.id, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { requestId: params.id, status: 'closed' }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/requests/:id/renew',
    summary:
      'Keep a footage request open for another REQUEST_OPEN_DAYS (its owner; an expired one takes an open slot again)',
    access: 'member',
    params: requestIdParams,
    async handle({ params, actor, correlationId }) {
      const { events, position } = await renewRequest(
        store,
        { requestId: params.id, by: actor!.id, now: nowIso() },
        { actor: actor!, correlationId },
      );
      const renewed = events[0]!;
      const expiresAt = renewed.type === 'RequestRenewed' ? renewed.data.expiresAt : null;
      return { data: { requestId: params.id, status: 'open', expiresAt }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/requests/:id/report',
    summary:
      'Report an open footage request that names a person or a plate, or is otherwise abusive (not its owner; once)',
    access: 'member',
    params: requestIdParams,
    body: requestReasonBody,
    async handle({ params, body, actor, correlationId }) {
      reportLimit(reports, actor!.id);
      const { position } = await reportRequest(
        store,
        { requestId: params.id, reporterId: actor!.id, reason: body.reason, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { requestId: params.id, reported: true }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/requests/:id/remove',
    summary: 'Remove a footage request for abuse, with a reason its requester reads',
    access: 'admin',
    params: requestIdParams,
    body: requestReasonBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await removeRequest(
        store,
        { requestId: params.id, by: actor!.id, reason: body.reason, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { requestId: params.id, status: 'removed', removalReason: body.reason }, position };
    },
  });
}
