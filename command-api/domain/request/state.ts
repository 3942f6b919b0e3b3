import type {
  RequestEvent,
  RequestPlace,
  RequestSlotTaken,
  RequestStatus,
  RequestWhen,
} from '../../../events/request/requestEvents.ts';
import type { VEHICLE_TYPES } from '../../../events/constants.ts';
import type { Satang } from '../../../events/money.ts';

/** The events of a `request-{id}` stream (the guard's RequestSlotTaken lives on `requesting-{uid}`). */
export type RequestStreamEvent = Exclude<RequestEvent, RequestSlotTaken>;

export interface ExistingRequest {
  /** As recorded: an open request past its expiresAt is expired before RequestExpired says so (`standing`). */
  status: RequestStatus;
  requestId: string;
  requesterId: string;
  title: string;
  description: string;
  place: RequestPlace;
  when: RequestWhen;
  vehicleTypes: (typeof VEHICLE_TYPES)[number][];
  maxPriceSatang: Satang;
  expiresAt: string;
  /** Clips already matched to it: each is told to the requester once. */
  matchedClipIds: string[];
  /** Members who reported it: each reports once. */
  reporterIds: string[];
}

export type RequestState = { status: 'none' } | ExistingRequest;

export const initialRequestState = (): RequestState => ({ status: 'none' });

/** How the request stands on `now`: an open one whose time ran out is expired, recorded or not. */
export function standing(request: ExistingRequest, now: string): RequestStatus {
  return request.status === 'open' && Date.parse(now) >= Date.parse(request.expiresAt)
    ? 'expired'
    : request.status;
}

export function evolveRequest(state: RequestState, event: RequestStreamEvent): RequestState {
  if (event.type === 'RequestOpened') {
    const { requestId, requesterId, title, description, place, when, vehicleTypes } = event.data;
    return {
      status: 'open',
      requestId,
      requesterId,
      title,
      description,
      place,
      when,
      vehicleTypes,
      maxPriceSatang: event.data.maxPriceSatang,
      expiresAt: event.data.expiresAt,
      matchedClipIds: [],
      reporterIds: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'RequestEdited':
      return { ...state, ...event.data.changes };
    case 'RequestRenewed':
      return { ...state, status: 'open', expiresAt: event.data.expiresAt };
    case 'RequestMatched':
      return { ...state, matchedClipIds: [...state.matchedClipIds, event.data.clipId] };
    case 'RequestFulfilled':
      return { ...state, status: 'fulfilled' };
    case 'RequestClosed':
      return { ...state, status: 'closed' };
    case 'RequestExpired':
      return { ...state, status: 'expired' };
    case 'RequestReported':
      return { ...state, reporterIds: [...state.reporterIds, event.data.reporterId] };
    case 'RequestRemoved':
      return { ...state, status: 'removed' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
