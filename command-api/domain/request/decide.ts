import { REQUEST_OPEN_DAYS, type VEHICLE_TYPES } from '../../../events/constants.ts';
import type { Satang } from '../../../events/money.ts';
import type {
  RequestClosed,
  RequestEdited,
  RequestExpired,
  RequestFulfilled,
  RequestMatched,
  RequestOpened,
  RequestPlace,
  RequestRemoved,
  RequestRenewed,
  RequestReported,
  RequestWhen,
} from '../../../events/request/requestEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import { incidentDateProblem, incidentWindowProblem, windowReversed } from './incidentWindow.ts';
import {
  evolveRequest,
  initialRequestState,
  standing,
  type ExistingRequest,
  type RequestState,
  type RequestStreamEvent,
} from './state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A member asks for footage of an incident (issue 22, ตามหาคลิป). The open-requests limit is the guard's. */
export interface OpenRequest {
  type: 'OpenRequest';
  requestId: string;
  requesterId: string;
  title: string;
  description: string;
  place: RequestPlace;
  when: RequestWhen;
  vehicleTypes: VehicleType[];
  maxPriceSatang: Satang;
  now: string;
}

/** What the owner sends to change; a part of the place or the window is merged into the current one. */
export interface RequestChanges {
  title?: string;
  description?: string;
  place?: Partial<RequestPlace>;
  when?: Partial<RequestWhen>;
  vehicleTypes?: VehicleType[];
  maxPriceSatang?: Satang;
}

export interface EditRequest {
  type: 'EditRequest';
  requestId: string;
  by: string;
  changes: RequestChanges;
  now: string;
}

/** The owner closes it (found the footage elsewhere, no longer needed) or keeps it open longer. */
export interface OwnerAction {
  type: 'CloseRequest' | 'RenewRequest';
  requestId: string;
  by: string;
  now: string;
}

/** A member says an open request names a person or a plate publicly, or is otherwise abusive. */
export interface ReportRequest {
  type: 'ReportRequest';
  requestId: string;
  reporterId: string;
  reason: string;
  now: string;
}

/** An admin takes a request off the board, with a reason its requester reads. */
export interface RemoveRequest {
  type: 'RemoveRequest';
  requestId: string;
  by: string;
  reason: string;
  now: string;
}

/** An approved clip falls inside the request's circle and window (found by the matching job). */
export interface MatchRequest {
  type: 'MatchRequest';
  requestId: string;
  clipId: string;
  sellerId: string;
  distanceM: number;
  minutesApart: number;
  now: string;
}

/** The requester paid for a clip linked to or matching the request. */
export interface FulfilRequest {
  type: 'FulfilRequest';
  requestId: string;
  buyerId: string;
  clipId: string;
  sellerId: string;
  purchaseId: string;
  now: string;
}

/** The request's time ran out (the expiry job). */
export interface ExpireRequest {
  type: 'ExpireRequest';
  requestId: string;
  now: string;
}

export type RequestCommand =
  | OpenRequest
  | EditRequest
  | OwnerAction
  | ReportRequest
  | RemoveRequest
  | MatchRequest
  | FulfilRequest
  | ExpireRequest;

/** A request stays open REQUEST_OPEN_DAYS from `now`. */
export const openUntil = (now: string) =>
  new Date(Date.parse(now) + REQUEST_OPEN_DAYS * DAY_MS).toISOString();

function existing(state: RequestState): ExistingRequest {
  if (state.status === 'none') throw new DomainError('REQUEST_NOT_FOUND');
  return state;
}

function ownedBy(state: RequestState, uid: string): ExistingRequest {
  const request = existing(state);
  if (request.requesterId !== uid) throw new DomainError('REQUEST_NOT_OWNER');
  return request;
}

/** Only an open request is edited, closed, matched or reported; otherwise the refusal says how it stands. */
function stillOpen(request: ExistingRequest, now: string): ExistingRequest {
  const status = standing(request, now);
  if (status !== 'open') throw new DomainError('REQUEST_NOT_OPEN', { status });
  return request;
}

function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw new DomainError('REQUEST_REASON_REQUIRED');
  return trimmed;
}

export function openRequest(command: OpenRequest, state: RequestState): [RequestOpened] {
  if (state.status !== 'none') throw new DomainError('REQUEST_ALREADY_EXISTS');
  const problem = incidentWindowProblem(command.when, command.now);
  if (problem) throw new DomainError('REQUEST_WHEN_INVALID', { problem });
  return [
    {
      type: 'RequestOpened',
      data: {
        requestId: command.requestId,
        requesterId: command.requesterId,
        title: command.title,
        description: command.description,
        place: command.place,
        when: command.when,
        vehicleTypes: command.vehicleTypes,
        maxPriceSatang: command.maxPriceSatang,
        openedAt: command.now,
        expiresAt: openUntil(command.now),
      },
    },
  ];
}

const given = <T extends object>(part: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(part).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The place with the given parts; a new province leaves the old district and sub-district behind. */
function mergedPlace(current: RequestPlace, part: Partial<RequestPlace>): RequestPlace {
  const parts = given(part);
  const newProvince = parts.province !== undefined && parts.province !== current.province;
  return { ...current, ...(newProvince ? { district: '', subDistrict: '' } : {}), ...parts };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records only what differs from the request as it stands; nothing different is refused. */
export function editRequest(command: EditRequest, state: RequestState): [RequestEdited] {
  const request = stillOpen(ownedBy(state, command.by), command.now);
  const { title, description, place, when, vehicleTypes, maxPriceSatang } = command.changes;
  const changes: RequestEdited['data']['changes'] = {};
  if (title !== undefined && title !== request.title) changes.title = title;
  if (description !== undefined && description !== request.description) changes.description = description;
  if (place !== undefined) {
    const merged = mergedPlace(request.place, place);
    if (!same(merged, request.place)) changes.place = merged;
  }
  if (when !== undefined) {
    const merged = { ...request.when, ...given(when) };
    if (!same(merged, request.when)) {
      // A day kept as it was is not checked against today again: a request may be edited long after.
      const problem =
        (merged.incidentDate !== request.when.incidentDate
          ? incidentDateProblem(merged.incidentDate, command.now)
          : null) ?? (windowReversed(merged) ? 'WINDOW_REVERSED' : null);
      if (problem) throw new DomainError('REQUEST_WHEN_INVALID', { problem });
      changes.when = merged;
    }
  }
  if (vehicleTypes !== undefined && !same(vehicleTypes, request.vehicleTypes))
    changes.vehicleTypes = vehicleTypes;
  if (maxPriceSatang !== undefined && maxPriceSatang !== request.maxPriceSatang)
    changes.maxPriceSatang = maxPriceSatang;
  if (Object.keys(changes).length === 0) throw new DomainError('REQUEST_NO_CHANGES');
  return [
    {
      type: 'RequestEdited',
      data: {
        requestId: command.requestId,
        requesterId: request.requesterId,
        changes,
        editedAt: command.now,
      },
    },
  ];
}

export function closeRequest(command: OwnerAction, state: RequestState): [RequestClosed] {
  const request = stillOpen(ownedBy(state, command.by), command.now);
  return [
    {
      type: 'RequestClosed',
      data: { requestId: command.requestId, requesterId: request.requesterId, closedAt: command.now },
    },
  ];
}

/**
 * Open for another REQUEST_OPEN_DAYS from now: an open request, or an expired one (which then
 * needs a slot of the member's open requests again: the handler takes it from the guard first).
 */
export function renewRequest(command: OwnerAction, state: RequestState): [RequestRenewed] {
  const request = ownedBy(state, command.by);
  const status = standing(request, command.now);
  if (status !== 'open' && status !== 'expired') throw new DomainError('REQUEST_NOT_OPEN', { status });
  return [
    {
      type: 'RequestRenewed',
      data: {
        requestId: command.requestId,
        requesterId: request.requesterId,
        expiresAt: openUntil(command.now),
        renewedAt: command.now,
      },
    },
  ];
}

/** Anyone but the owner reports an open request, once; a request off the board is not there to report. */
export function reportRequest(command: ReportRequest, state: RequestState): [RequestReported] {
  const request = existing(state);
  if (request.requesterId === command.reporterId) throw new DomainError('REQUEST_OWN_REPORT');
  if (standing(request, command.now) !== 'open') throw new DomainError('REQUEST_NOT_FOUND');
  if (request.reporterIds.includes(command.reporterId)) throw new DomainError('REQUEST_ALREADY_REPORTED');
  return [
    {
      type: 'RequestReported',
      data: {
        requestId: command.requestId,
        requesterId: request.requesterId,
        reporterId: command.reporterId,
        reason: reasonOf(command.reason),
        reportedAt: command.now,
      },
    },
  ];
}

/** An admin removes a request whatever it stands at, once: its words stay off every page but its owner's. */
export function removeRequest(command: RemoveRequest, state: RequestState): [RequestRemoved] {
  const request = existing(state);
  if (request.status === 'removed') throw new DomainError('REQUEST_NOT_OPEN', { status: 'removed' });
  return [
    {
      type: 'RequestRemoved',
      data: {
        requestId: command.requestId,
        requesterId: request.requesterId,
        by: command.by,
        reason: reasonOf(command.reason),
        removedAt: command.now,
      },
    },
  ];
}

export function matchRequest(command: MatchRequest, state: RequestState): [RequestMatched] {
  const request = stillOpen(existing(state), command.now);
  if (request.matchedClipIds.includes(command.clipId)) throw new DomainError('REQUEST_ALREADY_MATCHED');
  return [
    {
      type: 'RequestMatched',
      data: {
        requestId: command.requestId,
        requesterId: request.requesterId,
        clipId: command.clipId,
        sellerId: command.sellerId,
        distanceM: command.distanceM,
        minutesApart: command.minutesApart,
        matchedAt: command.now,
      },
    },
  ];
}

/**
 * Fulfilled by the requester's own purchase, once: from open, and also from expired or closed (the
 * footage arrived late, it still answered the request); a removed request stays removed.
 */
export function fulfilRequest(command: FulfilRequest, state: RequestState): [RequestFulfilled] {
  const request = ownedBy(state, command.buyerId);
  if (request.status === 'fulfilled') throw new DomainError('REQUEST_ALREADY_FULFILLED');
  if (request.status === 'removed') throw new DomainError('REQUEST_NOT_OPEN', { status: 'removed' });
  return [
    {
      type: 'RequestFulfilled',
      data: {
        requestId: command.requestId,
        requesterId: request.requesterId,
        clipId: command.clipId,
        sellerId: command.sellerId,
        purchaseId: command.purchaseId,
        fulfilledAt: command.now,
      },
    },
  ];
}

export function expireRequest(command: ExpireRequest, state: RequestState): [RequestExpired] {
  const request = existing(state);
  if (request.status !== 'open') throw new DomainError('REQUEST_NOT_OPEN', { status: request.status });
  if (Date.parse(command.now) < Date.parse(request.expiresAt)) throw new DomainError('REQUEST_NOT_DUE');
  return [
    {
      type: 'RequestExpired',
      data: { requestId: command.requestId, requesterId: request.requesterId, expiredAt: command.now },
    },
  ];
}

/**
 * open → fulfilled | closed | expired | removed; expired → open again by renewal; fulfilled, closed
 * and removed are final for the owner (an admin still removes any but a removed one).
 */
export const requestDecider: Decider<RequestState, RequestCommand, RequestStreamEvent> = {
  initialState: initialRequestState,
  evolve: evolveRequest,
  decide(command, state) {
    switch (command.type) {
      case 'OpenRequest':
        return openRequest(command, state);
      case 'EditRequest':
        return editRequest(command, state);
      case 'CloseRequest':
        return closeRequest(command, state);
      case 'RenewRequest':
        return renewRequest(command, state);
      case 'ReportRequest':
        return reportRequest(command, state);
      case 'RemoveRequest':
        return removeRequest(command, state);
      case 'MatchRequest':
        return matchRequest(command, state);
      case 'FulfilRequest':
        return fulfilRequest(command, state);
      case 'ExpireRequest':
        return expireRequest(command, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
