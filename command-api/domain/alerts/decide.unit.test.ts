import { describe, it } from 'vitest';
import { ALERT_AREAS_MAX } from '../../../events/constants.ts';
import type { AlertAreasSet } from '../../../events/request/alertAreaEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { alertsDecider, type SetAlertAreas } from './decide.ts';

const spec = deciderSpecification(alertsDecider);
const now = '2026-11-21T06:00:00.000Z';
const home = { label: 'แถวบ้าน', lat: 13.7563, lng: 100.5018, radiusM: 2000 };
const work = { label: 'ที่ทำงาน', lat: 13.7466, lng: 100.5393, radiusM: 1000 };
const set = (areas: SetAlertAreas['areas'], newAreaIds = ['n1', 'n2', 'n3']): SetAlertAreas => ({
  type: 'SetAlertAreas',
  uid: 'u1',
  areas,
  newAreaIds,
  now,
});
const areasSet = (areas: AlertAreasSet['data']['areas']): AlertAreasSet => ({
  type: 'AlertAreasSet',
  data: { uid: 'u1', areas, setAt: now },
});

describe('alert areas and channels', () => {
  it('saves the whole list, new areas with new ids, an empty list turning alerts off', () => {
    spec
      .given([])
      .when(set([home, work]))
      .then([
        areasSet([
          { areaId: 'n1', ...home },
          { areaId: 'n2', ...work },
        ]),
      ]);
    spec
      .given([areasSet([{ areaId: 'a', ...home }])])
      .when(set([]))
      .then([areasSet([])]);
  });

  it('an area saved before keeps its id', () => {
    spec
      .given([
        areasSet([
          { areaId: 'a', ...home },
          { areaId: 'b', ...work },
        ]),
      ])
      .when(set([work, { ...home, radiusM: 3000 }]))
      .then([
        areasSet([
          { areaId: 'b', ...work },
          { areaId: 'n2', ...home, radiusM: 3000 },
        ]),
      ]);
  });

  it(`keeps at most ${ALERT_AREAS_MAX} areas`, () => {
    const many = Array.from({ length: ALERT_AREAS_MAX + 1 }, (_, i) => ({ ...home, label: `พื้นที่ ${i}` }));
    spec
      .given([])
      .when(
        set(
          many,
          many.map((_, i) => `n${i}`),
        ),
      )
      .thenThrows('ALERT_AREAS_TOO_MANY');
  });

  it('records the channels as chosen', () => {
    spec
      .given([])
      .when({ type: 'SetAlertChannels', uid: 'u1', email: false, push: true, now })
      .then([{ type: 'AlertChannelsSet', data: { uid: 'u1', email: false, push: true, setAt: now } }]);
  });
});
