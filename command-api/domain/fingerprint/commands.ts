/** Time comes in through the command, never from the clock inside the decider. */
export interface RecordFingerprint {
  type: 'RecordFingerprint';
  sha256: string;
  clipId: string;
  sellerId: string;
  /**
   * Clips recorded under this fingerprint that were deleted since: they block nobody. The handler
   * reads their clip streams; the decider stays pure.
   */
  deletedClipIds: string[];
  now: string;
}

export interface ReleaseFingerprint {
  type: 'ReleaseFingerprint';
  sha256: string;
  clipId: string;
  now: string;
}

export type FingerprintCommand = RecordFingerprint | ReleaseFingerprint;
