import type { Router } from 'express';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  DASHBOARD_PAGE_SIZE,
  MAP_POINTS_MAX,
  REQUEST_STATUSES,
} from '../../events/constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { calendarDay, idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { LOCATION_QUERY_MAX, SEARCH_RADIUS_KM } from '../constants.ts';
import { alertSettings } from '../queries/alertSettings.ts';
import { getRequest } from '../queries/getRequest.ts';
import { listAdminRequests } from '../queries/listAdminRequests.ts';
import { listMyRequests, listRequestBoard, requestPins } from '../queries/listRequests.ts';
import { requestMatches } from '../queries/requestMatches.ts';
import type { Pseudonym } from '../queries/requestView.ts';
import { requestTexts as t } from './messages/requestTexts.ts';
import { limit, optionalChoice, optionalFlag, optionalText, page, pageQuery } from './querySchemas.ts';
import { bbox, given, latitude, longitude } from './searchQuerySchema.ts';

const requestParams = z.object({ id: idSchema(t.notFound) }).strict();

const withinKmError = { error: t.withinKmInvalid(SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max) };
const boardQuery = z
  .object({
    province: given(
      safeText()
        .trim()
        .max(LOCATION_QUERY_MAX, { error: t.provinceTooLong(LOCATION_QUERY_MAX) }),
    ),
    date: given(calendarDay(t.dateInvalid)),
    lat: latitude,
    lng: longitude,
    withinKm: given(
      z.coerce
        .number(withinKmError)
        .min(SEARCH_RADIUS_KM.min, withinKmError)
        .max(SEARCH_RADIUS_KM.max, withinKmError),
    ),
    page,
    limit: limit(DASHBOARD_PAGE_SIZE),
  })
  .strict()
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lng'],
        message: t.positionIncomplete,
      });
    else if (query.withinKm !== undefined && query.lat === undefined)
      ctx.addIssue({ code: 'custom', path: ['withinKm'], message: t.withinKmNeedsPosition });
  })
  .transform(({ lat, lng, withinKm, ...rest }) => ({
    ...rest,
    near: lat !== undefined && lng !== undefined ? { lat, lng, withinKm } : undefined,
  }));

const mapQuery = z.object({ bbox }).strict();

const adminRequestsQuery = z
  .object({
    status: optionalChoice(REQUEST_STATUSES, t.statusInvalid(REQUEST_STATUSES)),
    reported: optionalFlag,
    search: optionalText,
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict();

/**
 * Footage requests (issue 22), the read side: the public board and its map, one request, the clips
 * matching it for its owner, the owner's list, the alert settings, and the admin's list. Public
 * answers carry the rounded pin and the requester's alias only.
 */
export function requestQueryRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  options: { now?: () => Date; pseudonym: Pseudonym },
): void {
  const now = options.now ?? (() => new Date());
  const view = () => ({ now: now(), pseudonym: options.pseudonym });

  defineRoute(router, registry, {
    method: 'get',
    path: '/requests',
    summary:
      'The board of footage requests open now, newest first (nearest first with the distance when lat/lng are given), filtered by province, incident date and distance; pins rounded, requesters by alias',
    access: 'public',
    query: boardQuery,
    handle: async ({ query }) => ({ data: await listRequestBoard(db, query, view()) }),
  });

  // Before /requests/:id, which would take `map` for an id.
  defineRoute(router, registry, {
    method: 'get',
    path: '/requests/map',
    summary: `The rounded pins of the requests open now inside a map viewport (bbox; all without one), at most ${MAP_POINTS_MAX}`,
    access: 'public',
    query: mapQuery,
    handle: async ({ query }) => ({ data: await requestPins(db, query.bbox, MAP_POINTS_MAX, now()) }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/requests/:id',
    summary:
      'One footage request: an open one to anyone (pin rounded); any status to its owner (isOwner, exact pin, removalReason) and admins (also who asked and the reports); 404 for anyone else',
    access: 'public',
    params: requestParams,
    async handle({ params, actor }) {
      const request = await getRequest(db, params.id, actor, view());
      if (!request) throw new ApiError(404, 'NOT_FOUND', t.notFound);
      return { data: request };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/requests/:id/matches',
    summary:
      'The approved clips inside a request’s circle and time window, and the clips linked to it, nearest first then fewest minutes apart; for its owner and admins (403 for other members)',
    access: 'member',
    params: requestParams,
    async handle({ params, actor }) {
      const request = await getRequest(db, params.id, actor, view());
      if (!request) throw new ApiError(404, 'NOT_FOUND', t.notFound);
      if (!request.isOwner && actor!.role !== 'admin')
        throw new ApiError(403, 'FORBIDDEN', t.matchesForbidden);
      return { data: { matches: await requestMatches(db, params.id) } };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/requests',
    summary: "The caller's own footage requests, every status, newest first, a page at a time",
    access: 'member',
    query: pageQuery(DASHBOARD_PAGE_SIZE),
    handle: async ({ query, actor }) => ({ data: await listMyRequests(db, actor!.id, query, view()) }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/alert-areas',
    summary:
      "The caller's alert areas (never shown to anyone else), their channels, and whether to suggest setting areas (clips where requests are open, no areas yet)",
    access: 'member',
    handle: async ({ actor }) => ({ data: await alertSettings(db, actor!.id, now()) }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/requests',
    summary:
      'Every footage request newest first with counts over all: status (as readers see it), reported, search (id, title, description, requester e-mail or name), pages; with who asked and how often it was reported',
    access: 'admin',
    query: adminRequestsQuery,
    handle: async ({ query }) => ({ data: await listAdminRequests(db, query, view()) }),
  });
}
