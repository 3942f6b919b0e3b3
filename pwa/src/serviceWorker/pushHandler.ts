/**
 * The entry of `push-handler.js` (vite.config.ts builds it on its own and the generated service
 * worker imports it): Web Push shown as notifications, a tap opening the app (pushEvents.ts).
 */
import { installPushHandlers, type PushWorkerScope } from './pushEvents.ts';

installPushHandlers(self as unknown as PushWorkerScope);
