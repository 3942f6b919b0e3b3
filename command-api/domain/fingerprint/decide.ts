import type {
  FingerprintEvent,
  FingerprintRecorded,
  FingerprintReleased,
} from '../../../events/fingerprint/fingerprintEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import type { FingerprintCommand, RecordFingerprint, ReleaseFingerprint } from './commands.ts';
import { evolveFingerprint, initialFingerprintState, type FingerprintState } from './state.ts';

/** The same seller may not hold the same bytes twice, unless the earlier clip was deleted. */
export function recordFingerprint(
  command: RecordFingerprint,
  state: FingerprintState,
): [FingerprintRecorded] {
  const ownLive = state.holders.some(
    (holder) => holder.sellerId === command.sellerId && !command.deletedClipIds.includes(holder.clipId),
  );
  if (ownLive) throw new DomainError('DUPLICATE_CLIP');
  return [
    {
      type: 'FingerprintRecorded',
      data: {
        sha256: command.sha256,
        clipId: command.clipId,
        sellerId: command.sellerId,
        recordedAt: command.now,
      },
    },
  ];
}

export function releaseFingerprint(
  command: ReleaseFingerprint,
  state: FingerprintState,
): [FingerprintReleased] {
  if (!state.holders.some((holder) => holder.clipId === command.clipId))
    throw new DomainError('CLIP_NOT_FOUND');
  return [
    {
      type: 'FingerprintReleased',
      data: { sha256: command.sha256, clipId: command.clipId, releasedAt: command.now },
    },
  ];
}

export function decideFingerprint(command: FingerprintCommand, state: FingerprintState): FingerprintEvent[] {
  switch (command.type) {
    case 'RecordFingerprint':
      return recordFingerprint(command, state);
    case 'ReleaseFingerprint':
      return releaseFingerprint(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown fingerprint command ${JSON.stringify(unknown)}`);
    }
  }
}

export const fingerprintDecider: Decider<FingerprintState, FingerprintCommand, FingerprintEvent> = {
  initialState: initialFingerprintState,
  evolve: evolveFingerprint,
  decide: decideFingerprint,
};
