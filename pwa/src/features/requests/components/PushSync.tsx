import { useEffect } from 'react';
import { useSession } from '../../../lib/session.ts';

/**
 * Keeps the server told of this browser's Web Push subscription (issue 22 alerts): once someone is
 * signed in, a subscription the browser renewed on its own, or one another member subscribed on
 * this shared browser, is sent (sendChangedPushSubscription). Loaded only where push is allowed,
 * so a first page costs nothing more. Renders nothing; a failure waits for the next start.
 */
export function PushSync() {
  const uid = useSession()?.user.uid ?? null;
  useEffect(() => {
    if (!uid || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void import('../../../lib/pushSubscription.ts')
      .then(({ sendChangedPushSubscription }) => sendChangedPushSubscription(uid))
      .catch(() => {});
  }, [uid]);
  return null;
}
