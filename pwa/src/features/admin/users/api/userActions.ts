/**
 * The admin's actions on an account (admin spec §7): PUT suspend, PUT activate, DELETE (a permanent
 * erasure). The server refuses them on the admin's own account (409 CANNOT_TARGET_SELF, in Thai).
 */
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';

export type UserActionKind = 'suspend' | 'activate' | 'delete';
export interface UserAction {
  kind: UserActionKind;
  uid: string;
}

const anything = z.unknown();

export function runUserAction({ kind, uid }: UserAction): Promise<unknown> {
  const path = `/admin/users/${encodeURIComponent(uid)}`;
  switch (kind) {
    case 'suspend':
    case 'activate':
      return apiRequest(`${path}/${kind}`, { method: 'PUT', schema: anything });
    case 'delete':
      return apiRequest(path, { method: 'DELETE', schema: anything });
    default: {
      const never: never = kind;
      throw new Error(`unknown user action ${String(never)}`);
    }
  }
}
