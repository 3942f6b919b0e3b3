import { z } from 'zod';

/**
 * Events of the `fingerprint-{sha256}` stream: which clips were uploaded with these exact bytes.
 * Appending here with optimistic concurrency is what makes the duplicate check race-safe.
 */
export const fingerprintRecordedSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  clipId: z.string(),
  sellerId: z.string(),
  recordedAt: z.string(),
});

/** A reservation whose clip was never recorded (the upload failed after reserving): it blocks nobody. */
export const fingerprintReleasedSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  clipId: z.string(),
  releasedAt: z.string(),
});

export type FingerprintRecorded = {
  type: 'FingerprintRecorded';
  data: z.infer<typeof fingerprintRecordedSchema>;
};
export type FingerprintReleased = {
  type: 'FingerprintReleased';
  data: z.infer<typeof fingerprintReleasedSchema>;
};
export type FingerprintEvent = FingerprintRecorded | FingerprintReleased;
