import { describe, expect, it } from 'vitest';
import type {
  RequestExpired,
  RequestMatched,
  RequestOpened,
  RequestRemoved,
  RequestReported,
} from '../../../events/request/requestEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { openUntil, requestDecider, type EditRequest, type OpenRequest, type OwnerAction } from './decide.ts';
import { incidentWindowProblem } from './incidentWindow.ts';
import type { RequestStreamEvent } from './state.ts';

const spec = deciderSpecification(requestDecider);
// 13:00 in Bangkok on 21 November 2026.
const now = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const afterExpiry = '2026-12-22T06:00:00.000Z';
const place = {
  lat: 13.6593,
  lng: 100.4309,
  radiusM: 500,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  subDistrict: 'แสมดำ',
  address: 'ถนนพระราม 2 ขาออก',
};
const when = { incidentDate: '2026-11-20', timeFrom: '07:30', timeTo: '08:30' };
const open: OpenRequest = {
  type: 'OpenRequest',
  requestId: 'r1',
  requesterId: 'u1',
  title: 'ตามหาคลิปรถกระบะชนแล้วหนี พระราม 2',
  description: 'ถูกชนท้ายที่แยก แล้วรถคู่กรณีขับหนีไป',
  place,
  when,
  vehicleTypes: ['car', 'truck'],
  maxPriceSatang: 200_000,
  now,
};
const opened: RequestOpened = {
  type: 'RequestOpened',
  data: {
    requestId: 'r1',
    requesterId: 'u1',
    title: open.title,
    description: open.description,
    place,
    when,
    vehicleTypes: ['car', 'truck'],
    maxPriceSatang: 200_000,
    openedAt: now,
    expiresAt: '2026-12-21T06:00:00.000Z',
  },
};
const edit = (changes: EditRequest['changes'], by = 'u1'): EditRequest => ({
  type: 'EditRequest',
  requestId: 'r1',
  by,
  changes,
  now: later,
});
const owner = (type: OwnerAction['type'], at = later, by = 'u1'): OwnerAction => ({
  type,
  requestId: 'r1',
  by,
  now: at,
});
const closed = {
  type: 'RequestClosed' as const,
  data: { requestId: 'r1', requesterId: 'u1', closedAt: later },
};
const expired: RequestExpired = {
  type: 'RequestExpired',
  data: { requestId: 'r1', requesterId: 'u1', expiredAt: afterExpiry },
};
const removed: RequestRemoved = {
  type: 'RequestRemoved',
  data: {
    requestId: 'r1',
    requesterId: 'u1',
    by: 'admin1',
    reason: 'ระบุชื่อและทะเบียนรถของบุคคลอื่น',
    removedAt: later,
  },
};
const fulfil = {
  type: 'FulfilRequest' as const,
  requestId: 'r1',
  buyerId: 'u1',
  clipId: 'c1',
  sellerId: 's1',
  purchaseId: 'p1',
  now: later,
};
const fulfilled = {
  type: 'RequestFulfilled' as const,
  data: {
    requestId: 'r1',
    requesterId: 'u1',
    clipId: 'c1',
    sellerId: 's1',
    purchaseId: 'p1',
    fulfilledAt: later,
  },
};
const match = {
  type: 'MatchRequest' as const,
  requestId: 'r1',
  clipId: 'c1',
  sellerId: 's1',
  distanceM: 120,
  minutesApart: 0,
  now: later,
};
const matched: RequestMatched = {
  type: 'RequestMatched',
  data: {
    requestId: 'r1',
    requesterId: 'u1',
    clipId: 'c1',
    sellerId: 's1',
    distanceM: 120,
    minutesApart: 0,
    matchedAt: later,
  },
};
const report = {
  type: 'ReportRequest' as const,
  requestId: 'r1',
  reporterId: 'u2',
  reason: ' เปิดเผยทะเบียนรถ ',
  now: later,
};
const reported: RequestReported = {
  type: 'RequestReported',
  data: { requestId: 'r1', requesterId: 'u1', reporterId: 'u2', reason: 'เปิดเผยทะเบียนรถ', reportedAt: later },
};

describe('footage request', () => {
  it('opens once, for REQUEST_OPEN_DAYS, owned by its requester', () => {
    expect(openUntil(now)).toBe('2026-12-21T06:00:00.000Z');
    spec.given([]).when(open).then([opened]);
    spec.given([opened]).when(open).thenThrows('REQUEST_ALREADY_EXISTS');
  });

  it('an incident today or up to a year ago, in a window that runs forward', () => {
    // 21 November is today in Bangkok; 22 November is not yet, though it is in some time zones.
    expect(incidentWindowProblem({ ...when, incidentDate: '2026-11-21' }, now)).toBeNull();
    expect(incidentWindowProblem({ ...when, incidentDate: '2026-11-22' }, '2026-11-21T16:59:00.000Z')).toBe(
      'DATE_IN_FUTURE',
    );
    expect(
      incidentWindowProblem({ ...when, incidentDate: '2026-11-22' }, '2026-11-21T17:00:00.000Z'),
    ).toBeNull();
    expect(incidentWindowProblem({ ...when, incidentDate: '2025-11-21' }, now)).toBeNull();
    expect(incidentWindowProblem({ ...when, incidentDate: '2025-11-20' }, now)).toBe('DATE_TOO_OLD');
    expect(incidentWindowProblem({ ...when, timeFrom: '08:30' }, now)).toBe('WINDOW_REVERSED');
    expect(incidentWindowProblem({ ...when, timeFrom: '09:00' }, now)).toBe('WINDOW_REVERSED');
    for (const bad of [
      { ...when, incidentDate: '2026-11-23' },
      { ...when, incidentDate: '2024-01-01' },
      { ...when, timeTo: '07:30' },
    ])
      spec
        .given([])
        .when({ ...open, when: bad })
        .thenThrows('REQUEST_WHEN_INVALID');
  });

  describe('edits', () => {
    it('records only what differs, merging a part of the place or the window', () => {
      spec
        .given([opened])
        .when(
          edit({
            title: open.title,
            description: 'รถกระบะสีขาว',
            place: { radiusM: 1000 },
            when: { timeTo: '09:00' },
          }),
        )
        .then([
          {
            type: 'RequestEdited',
            data: {
              requestId: 'r1',
              requesterId: 'u1',
              changes: {
                description: 'รถกระบะสีขาว',
                place: { ...place, radiusM: 1000 },
                when: { ...when, timeTo: '09:00' },
              },
              editedAt: later,
            },
          },
        ]);
      spec
        .given([opened])
        .when(edit({ vehicleTypes: ['motorcycle'], maxPriceSatang: 300_000 }))
        .then([
          {
            type: 'RequestEdited',
            data: {
              requestId: 'r1',
              requesterId: 'u1',
              changes: { vehicleTypes: ['motorcycle'], maxPriceSatang: 300_000 },
              editedAt: later,
            },
          },
        ]);
    });

    it('a new province leaves the old district and sub-district behind', () => {
      spec
        .given([opened])
        .when(edit({ place: { province: 'นนทบุรี', lat: 13.86, lng: 100.51 } }))
        .then([
          {
            type: 'RequestEdited',
            data: {
              requestId: 'r1',
              requesterId: 'u1',
              changes: {
                place: {
                  ...place,
                  province: 'นนทบุรี',
                  district: '',
                  subDistrict: '',
                  lat: 13.86,
                  lng: 100.51,
                },
              },
              editedAt: later,
            },
          },
        ]);
    });

    it('nothing different is refused', () => {
      spec.given([opened]).when(edit({})).thenThrows('REQUEST_NO_CHANGES');
      spec
        .given([opened])
        .when(
          edit({
            title: open.title,
            place: { radiusM: 500 },
            when: { timeFrom: '07:30' },
            maxPriceSatang: 200_000,
          }),
        )
        .thenThrows('REQUEST_NO_CHANGES');
    });

    it('the merged window must still run forward; a kept day is not checked against today again', () => {
      spec
        .given([opened])
        .when(edit({ when: { timeFrom: '09:00' } }))
        .thenThrows('REQUEST_WHEN_INVALID');
      spec
        .given([opened])
        .when(edit({ when: { incidentDate: '2026-11-25' } }))
        .thenThrows('REQUEST_WHEN_INVALID');
      const renewedLate = {
        type: 'RequestRenewed' as const,
        data: { requestId: 'r1', requesterId: 'u1', expiresAt: '2028-01-01T00:00:00.000Z', renewedAt: now },
      };
      spec
        .given([opened, renewedLate])
        .when({ ...edit({ when: { timeTo: '10:00' } }), now: '2027-12-01T00:00:00.000Z' })
        .then([
          {
            type: 'RequestEdited',
            data: {
              requestId: 'r1',
              requesterId: 'u1',
              changes: { when: { ...when, timeTo: '10:00' } },
              editedAt: '2027-12-01T00:00:00.000Z',
            },
          },
        ]);
    });

    it('only by its owner, only while open', () => {
      spec
        .given([])
        .when(edit({ title: 'ก' }))
        .thenThrows('REQUEST_NOT_FOUND');
      spec
        .given([opened])
        .when(edit({ title: 'ก' }, 'u2'))
        .thenThrows('REQUEST_NOT_OWNER');
      for (const ended of [closed, expired, removed, fulfilled])
        spec
          .given([opened, ended])
          .when(edit({ title: 'ก' }))
          .thenThrows('REQUEST_NOT_OPEN');
      // Past its time but not yet marked expired by the job: expired all the same.
      spec
        .given([opened])
        .when({ ...edit({ title: 'ก' }), now: afterExpiry })
        .thenThrows('REQUEST_NOT_OPEN');
    });
  });

  it('the owner closes an open request', () => {
    spec.given([opened]).when(owner('CloseRequest')).then([closed]);
    spec
      .given([opened])
      .when(owner('CloseRequest', later, 'u2'))
      .thenThrows('REQUEST_NOT_OWNER');
    for (const ended of [closed, expired, removed, fulfilled])
      spec.given([opened, ended]).when(owner('CloseRequest')).thenThrows('REQUEST_NOT_OPEN');
  });

  it('the refusal says how the request stands', () => {
    const statusOf = (events: RequestStreamEvent[], at = later) => {
      try {
        requestDecider.decide(
          owner('CloseRequest', at),
          events.reduce(requestDecider.evolve, requestDecider.initialState()),
        );
      } catch (error) {
        return (error as { details?: { status?: string } }).details?.status;
      }
      return 'decided';
    };
    expect(statusOf([opened, fulfilled])).toBe('fulfilled');
    expect(statusOf([opened, removed])).toBe('removed');
    expect(statusOf([opened, closed])).toBe('closed');
    expect(statusOf([opened], afterExpiry)).toBe('expired');
  });

  it('the owner renews an open or expired request for REQUEST_OPEN_DAYS from now', () => {
    const renewed = (at: string) => ({
      type: 'RequestRenewed' as const,
      data: { requestId: 'r1', requesterId: 'u1', expiresAt: openUntil(at), renewedAt: at },
    });
    spec
      .given([opened])
      .when(owner('RenewRequest'))
      .then([renewed(later)]);
    spec
      .given([opened, expired])
      .when(owner('RenewRequest', afterExpiry))
      .then([renewed(afterExpiry)]);
    spec
      .given([opened])
      .when(owner('RenewRequest', afterExpiry))
      .then([renewed(afterExpiry)]);
    spec
      .given([opened])
      .when(owner('RenewRequest', later, 'u2'))
      .thenThrows('REQUEST_NOT_OWNER');
    for (const ended of [closed, removed, fulfilled])
      spec.given([opened, ended]).when(owner('RenewRequest')).thenThrows('REQUEST_NOT_OPEN');
    // Renewed, an expired request is open again: it can be edited and closed.
    spec
      .given([opened, expired, renewed(afterExpiry)])
      .when({ ...owner('CloseRequest'), now: afterExpiry })
      .then([{ ...closed, data: { ...closed.data, closedAt: afterExpiry } }]);
  });

  it('any member but the owner reports an open request, once, with a trimmed reason', () => {
    spec.given([opened]).when(report).then([reported]);
    spec.given([opened, reported]).when(report).thenThrows('REQUEST_ALREADY_REPORTED');
    spec
      .given([opened, reported])
      .when({ ...report, reporterId: 'u3' })
      .then([{ ...reported, data: { ...reported.data, reporterId: 'u3' } }]);
    spec
      .given([opened])
      .when({ ...report, reporterId: 'u1' })
      .thenThrows('REQUEST_OWN_REPORT');
    spec
      .given([opened])
      .when({ ...report, reason: '  ' })
      .thenThrows('REQUEST_REASON_REQUIRED');
    spec.given([]).when(report).thenThrows('REQUEST_NOT_FOUND');
    // Off the board, nobody but its owner sees it: there is nothing to report.
    for (const ended of [closed, expired, removed, fulfilled])
      spec.given([opened, ended]).when(report).thenThrows('REQUEST_NOT_FOUND');
  });

  it('an admin removes a request with a reason, once, whatever it stands at', () => {
    const remove = {
      type: 'RemoveRequest' as const,
      requestId: 'r1',
      by: 'admin1',
      reason: ' ระบุชื่อและทะเบียนรถของบุคคลอื่น ',
      now: later,
    };
    spec.given([opened]).when(remove).then([removed]);
    spec.given([opened, reported]).when(remove).then([removed]);
    spec.given([opened, closed]).when(remove).then([removed]);
    spec.given([opened, removed]).when(remove).thenThrows('REQUEST_NOT_OPEN');
    spec
      .given([opened])
      .when({ ...remove, reason: '' })
      .thenThrows('REQUEST_REASON_REQUIRED');
    spec.given([]).when(remove).thenThrows('REQUEST_NOT_FOUND');
  });

  it('a clip is matched to an open request once', () => {
    spec.given([opened]).when(match).then([matched]);
    spec.given([opened, matched]).when(match).thenThrows('REQUEST_ALREADY_MATCHED');
    spec
      .given([opened, matched])
      .when({ ...match, clipId: 'c2', distanceM: 900, minutesApart: 15 })
      .then([{ ...matched, data: { ...matched.data, clipId: 'c2', distanceM: 900, minutesApart: 15 } }]);
    for (const ended of [closed, expired, removed, fulfilled])
      spec.given([opened, ended]).when(match).thenThrows('REQUEST_NOT_OPEN');
    spec
      .given([opened])
      .when({ ...match, now: afterExpiry })
      .thenThrows('REQUEST_NOT_OPEN');
  });

  it('the requester’s purchase fulfils it once, also after it expired or was closed, never once removed', () => {
    spec.given([opened]).when(fulfil).then([fulfilled]);
    spec.given([opened, matched]).when(fulfil).then([fulfilled]);
    spec.given([opened, expired]).when(fulfil).then([fulfilled]);
    spec.given([opened, closed]).when(fulfil).then([fulfilled]);
    spec.given([opened, fulfilled]).when(fulfil).thenThrows('REQUEST_ALREADY_FULFILLED');
    spec.given([opened, removed]).when(fulfil).thenThrows('REQUEST_NOT_OPEN');
    spec
      .given([opened])
      .when({ ...fulfil, buyerId: 'u2' })
      .thenThrows('REQUEST_NOT_OWNER');
    spec.given([]).when(fulfil).thenThrows('REQUEST_NOT_FOUND');
  });

  it('expires once its time ran out, only from open', () => {
    const expire = { type: 'ExpireRequest' as const, requestId: 'r1', now: afterExpiry };
    spec.given([opened]).when(expire).then([expired]);
    spec
      .given([opened])
      .when({ ...expire, now: later })
      .thenThrows('REQUEST_NOT_DUE');
    spec.given([opened, expired]).when(expire).thenThrows('REQUEST_NOT_OPEN');
    spec.given([opened, closed]).when(expire).thenThrows('REQUEST_NOT_OPEN');
    spec.given([]).when(expire).thenThrows('REQUEST_NOT_FOUND');
  });
});
