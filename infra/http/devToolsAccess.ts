import type { Request, RequestHandler, Response } from 'express';
import { ApiError } from './apiError.ts';
import { authorize, type CallerAccess } from './defineRoute.ts';
import { th } from './messages.ts';

/** Headers a reverse proxy adds: a request carrying one was relayed, whatever socket it came on. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  return /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(address);
}

/**
 * The Host the browser asked for names this machine (localhost, 127.x, [::1], any port). A tunnel
 * or bare proxy that adds no forwarding header still passes the public name on, and a DNS-rebinding
 * page in someone's browser names its own domain: neither reaches the dev tools.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return /^(localhost|\[::1\]|127(\.\d{1,3}){3})$/i.test(name);
}

/**
 * Whether a request may use the dev tools (issue 15): it was made on this machine, which only
 * the socket's own address says (req.ip follows X-Forwarded-For under TRUST_PROXY, and a client
 * writes that header), and not relayed by a reverse proxy there; or it comes from a signed-in admin.
 */
export function mayUseDevTools(req: Request, caller: CallerAccess | null): boolean {
  if (
    isLoopbackAddress(req.socket.remoteAddress) &&
    isLoopbackHost(req.headers.host) &&
    FORWARDING_HEADERS.every((h) => !req.headers[h])
  )
    return true;
  try {
    authorize('admin', caller);
    return true;
  } catch {
    return false;
  }
}

/** Anyone else is told what an unknown API path answers: the dev tools do not show they exist. */
export function refuseDevTools(): never {
  throw new ApiError(404, 'NOT_FOUND', th.apiNotFound);
}

/** Middleware form, for dev-only routes of routers that know nothing of the dev tools. */
export const devToolsOnly: RequestHandler = (req, res: Response, next) => {
  if (!mayUseDevTools(req, (res.locals.access as CallerAccess | undefined) ?? null)) refuseDevTools();
  next();
};
