import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { formatPosition } from '../../events/checkpoint.ts';
import type { Actor, GlobalPosition } from '../../events/envelope.ts';
import { ID_MAX_LENGTH } from '../../events/constants.ts';
import { ApiError } from './apiError.ts';
import { ID_PATTERN } from './inputSchemas.ts';
import { th } from './messages.ts';
import { fieldErrors } from './zodToThai.ts';
import type { OpenApiRegistry } from './openApi.ts';

/**
 * Who may call a route (docs/api.md): anyone; any live session (also unverified or self-deactivated
 * accounts); a member (verified e-mail, not deactivated); an admin.
 */
export type Access = 'public' | 'signedIn' | 'member' | 'admin';
export type SignedInActor = Extract<Actor, { id: string }>;

/** What authenticate() found out about the caller's session. */
export interface CallerAccess {
  uid: string;
  role: SignedInActor['role'];
  emailVerified: boolean;
  deactivated: boolean;
  sessionId: string;
}

export interface RouteContext<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
  actor: SignedInActor | null;
  /** The caller's session; present whenever `actor` is. */
  caller: CallerAccess | null;
  correlationId: string;
  req: Request;
}

/** A command answers what it did and where in the event order, for read-your-writes (DESIGN.md §5). */
export interface CommandAnswer {
  status?: number;
  data: unknown;
  position: GlobalPosition;
}

export interface RouteDefinition<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Reference data anyone may keep: a successful answer says `Cache-Control: public, max-age=…`.
   * Only for public routes whose answer does not depend on the caller.
   */
  cacheSeconds?: number;
  handle: (
    ctx: RouteContext<z.infer<P>, z.infer<Q>, z.infer<B>>,
  ) => Promise<CommandAnswer | { data: unknown; status?: number }>;
}

function parse<T extends z.ZodType>(schema: T | undefined, input: unknown): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  // zod 4 leaves the input out of its issues unless asked: fieldErrors needs it to tell a missing
  // field (required) from one of the wrong type.
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new ApiError(400, 'VALIDATION', th.validation, fieldErrors(result.error));
  return result.data;
}

/** The caller's X-Correlation-Id when it looks like an id (it is stored with the events), else a new one. */
function correlationIdOf(req: Request): string {
  const given = req.header('x-correlation-id');
  return given && given.length <= ID_MAX_LENGTH && ID_PATTERN.test(given) ? given : randomUUID();
}

/** Refuses a caller the access level does not admit (401, 403), as every route does. */
export function authorize(access: Access, caller: CallerAccess | null): void {
  if (access === 'public') return;
  if (!caller) throw new ApiError(401, 'UNAUTHORIZED', th.unauthorized);
  if (access === 'admin' && caller.role !== 'admin') throw new ApiError(403, 'FORBIDDEN', th.adminOnly);
  // An admin is a member with the admin flag (docs/api.md): the member checks hold for admins too.
  const member = access === 'member' || access === 'admin';
  if (member && !caller.emailVerified) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', th.emailNotVerified);
  if (member && caller.deactivated) throw new ApiError(403, 'ACCOUNT_DEACTIVATED', th.accountDeactivated);
}

/**
 * Registers one thin route: authorization first, then zod validation of params, query and body
 * (unknown fields and wrong types → 400 with Thai field messages), then the handler; and documents
 * it in the OpenAPI registry from the same schemas.
 */
export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  router: Router,
  registry: OpenApiRegistry,
  route: RouteDefinition<P, Q, B>,
): void {
  registry.add(route);
  router[route.method](route.path, async (req: Request, res: Response) => {
    const caller = (res.locals.access as CallerAccess | undefined) ?? null;
    authorize(route.access, caller);
    const actor: SignedInActor | null = caller ? { id: caller.uid, role: caller.role } : null;
    if (route.body && !req.is('application/json')) throw new ApiError(415, 'VALIDATION', th.notJson);
    const ctx: RouteContext<z.infer<P>, z.infer<Q>, z.infer<B>> = {
      params: parse(route.params, req.params),
      query: parse(route.query, req.query),
      body: parse(route.body, req.body),
      actor,
      caller,
      correlationId: correlationIdOf(req),
      req,
    };
    const answer = await route.handle(ctx);
    if (route.cacheSeconds !== undefined)
      res.setHeader('Cache-Control', `public, max-age=${route.cacheSeconds}`);
    res.status(answer.status ?? 200).json({
      success: true,
      data: answer.data,
      ...('position' in answer ? { position: formatPosition(answer.position) } : {}),
    });
  });
}
