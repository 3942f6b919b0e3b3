import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { emailDecider } from './decide.ts';

const spec = deciderSpecification(emailDecider);
const now = '2026-11-21T06:00:00.000Z';
const reserved = (uid: string) => ({ type: 'EmailReserved' as const, data: { uid, reservedAt: now } });
const released = (uid: string) => ({ type: 'EmailReleased' as const, data: { uid, releasedAt: now } });

describe('e-mail reservation', () => {
  it('one account holds an address', () => {
    spec
      .given([])
      .when({ type: 'ReserveEmail', uid: 'a', now })
      .then([reserved('a')]);
    spec
      .given([reserved('a')])
      .when({ type: 'ReserveEmail', uid: 'b', now })
      .thenThrows('EMAIL_ALREADY_IN_USE');
    spec
      .given([reserved('a')])
      .when({ type: 'ReserveEmail', uid: 'a', now })
      .thenThrows('EMAIL_ALREADY_IN_USE');
  });
  it('a released address can be taken again, only its holder releases it', () => {
    spec
      .given([reserved('a'), released('a')])
      .when({ type: 'ReserveEmail', uid: 'b', now })
      .then([reserved('b')]);
    spec
      .given([reserved('a')])
      .when({ type: 'ReleaseEmail', uid: 'b', now })
      .thenThrows('USER_NOT_FOUND');
    spec
      .given([reserved('a')])
      .when({ type: 'ReleaseEmail', uid: 'a', now })
      .then([released('a')]);
  });
});
