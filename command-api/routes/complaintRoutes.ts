import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { EventStore } from '../../events/eventStore.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { checkReferences, runComplaintCommand } from '../complaints/runComplaintCommand.ts';
import {
  complaintIdParams,
  complaintPriorityBody,
  complaintResponseBody,
  fileComplaintBody,
} from './complaintSchemas.ts';

const nowIso = () => new Date().toISOString();

/**
 * Complaints (issue 7; spec admin §4 Complaint, §7): members file them, admins take them in
 * progress, change their priority, and resolve or reject them with a response the reporter reads.
 * Every command is recorded with its actor.
 */
export function complaintRoutes(router: Router, registry: OpenApiRegistry, store: EventStore): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/complaints',
    summary: 'File a complaint: type, subject, description, optionally the clip or purchase it is about',
    access: 'member',
    body: fileComplaintBody,
    async handle({ body, actor, correlationId }) {
      const complaintId = randomUUID();
      await checkReferences(store, actor!.id, { clipId: body.clipId, purchaseId: body.purchaseId });
      const { position } = await runComplaintCommand(
        store,
        {
          type: 'FileComplaint',
          complaintId,
          reporterId: actor!.id,
          complaintType: body.type,
          subject: body.subject,
          description: body.description,
          clipId: body.clipId,
          purchaseId: body.purchaseId,
          now: nowIso(),
        },
        { actor: actor!, correlationId },
      );
      return {
        status: 201,
        data: { complaintId, status: 'open' },
        position,
      };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/complaints/:id/in-progress',
    summary: 'Take an open complaint in progress',
    access: 'admin',
    params: complaintIdParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await runComplaintCommand(
        store,
        { type: 'TakeComplaintInProgress', complaintId: params.id, by: actor!.id, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { complaintId: params.id, status: 'in_progress' }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/complaints/:id/priority',
    summary: 'Change the priority of a complaint that is not yet resolved or rejected',
    access: 'admin',
    params: complaintIdParams,
    body: complaintPriorityBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await runComplaintCommand(
        store,
        {
          type: 'ChangeComplaintPriority',
          complaintId: params.id,
          priority: body.priority,
          by: actor!.id,
          now: nowIso(),
        },
        { actor: actor!, correlationId },
      );
      return { data: { complaintId: params.id, priority: body.priority }, position };
    },
  });

  for (const [action, type, status] of [
    ['resolve', 'ResolveComplaint', 'resolved'],
    ['reject', 'RejectComplaint', 'rejected'],
  ] as const) {
    defineRoute(router, registry, {
      method: 'put',
      path: `/admin/complaints/:id/${action}`,
      summary: `${status === 'resolved' ? 'Resolve' : 'Reject'} an open or in-progress complaint with a response the reporter reads`,
      access: 'admin',
      params: complaintIdParams,
      body: complaintResponseBody,
      async handle({ params, body, actor, correlationId }) {
        const { position } = await runComplaintCommand(
          store,
          { type, complaintId: params.id, response: body.response, by: actor!.id, now: nowIso() },
          { actor: actor!, correlationId },
        );
        return { data: { complaintId: params.id, status, adminResponse: body.response }, position };
      },
    });
  }
}
