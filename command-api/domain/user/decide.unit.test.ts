import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { userDecider, type RegisterUser } from './decide.ts';

const spec = deciderSpecification(userDecider);
const now = '2026-11-21T06:00:00.000Z';
const register: RegisterUser = {
  type: 'RegisterUser',
  uid: 'u1',
  email: 'somchai@example.com',
  displayName: 'สมชาย',
  userType: 'seller',
  now,
};
const registered = {
  type: 'UserRegistered' as const,
  data: {
    uid: 'u1',
    email: 'somchai@example.com',
    displayName: 'สมชาย',
    userType: 'seller' as const,
    registeredAt: now,
  },
};

describe('user decider', () => {
  it('registers a new user once', () => {
    spec.given([]).when(register).then([registered]);
    spec.given([registered]).when(register).thenThrows('USER_ALREADY_EXISTS');
  });
  it('grants admin to a registered user once', () => {
    spec
      .given([registered])
      .when({ type: 'GrantAdmin', uid: 'u1', now })
      .then([{ type: 'AdminGranted', data: { uid: 'u1', grantedAt: now } }]);
    spec.given([]).when({ type: 'GrantAdmin', uid: 'u1', now }).thenThrows('USER_NOT_FOUND');
    spec
      .given([registered, { type: 'AdminGranted', data: { uid: 'u1', grantedAt: now } }])
      .when({ type: 'GrantAdmin', uid: 'u1', now })
      .thenThrows('ALREADY_ADMIN');
  });
});
