import { consistentAfter } from './consistency.ts';
import { getToken } from './storedToken.ts';

/**
 * The headers every API call carries: JSON wanted, the session's token unless the call is made
 * without one, and the position this tab must read after (lib/consistency.ts).
 */
export function apiHeaders({ anonymous = false }: { anonymous?: boolean } = {}): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = anonymous ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const position = consistentAfter();
  if (position) headers.set('X-Consistent-After', position);
  return headers;
}
