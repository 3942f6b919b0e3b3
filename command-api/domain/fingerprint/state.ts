import type { FingerprintEvent } from '../../../events/fingerprint/fingerprintEvents.ts';

/** The clips holding these bytes, oldest first (released reservations removed). */
export type FingerprintState = { holders: { clipId: string; sellerId: string }[] };

export const initialFingerprintState = (): FingerprintState => ({ holders: [] });

export function evolveFingerprint(state: FingerprintState, event: FingerprintEvent): FingerprintState {
  switch (event.type) {
    case 'FingerprintRecorded':
      return { holders: [...state.holders, { clipId: event.data.clipId, sellerId: event.data.sellerId }] };
    case 'FingerprintReleased':
      return { holders: state.holders.filter((holder) => holder.clipId !== event.data.clipId) };
    default: {
      const unknown: never = event;
      throw new Error(`unknown fingerprint event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The first live clip of another seller with the same bytes: flagged on the review queue. */
export function sameFileAs(
  state: FingerprintState,
  sellerId: string,
  deletedClipIds: readonly string[],
): { clipId: string; sellerId: string } | null {
  return (
    state.holders.find((holder) => holder.sellerId !== sellerId && !deletedClipIds.includes(holder.clipId)) ??
    null
  );
}
