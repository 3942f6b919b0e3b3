import { describe, expect, it } from 'vitest';
import { UPLOAD_DAILY_BYTES_MAX, UPLOAD_PENDING_MAX, UPLOAD_QUOTA_WINDOW_HOURS } from '../constants.ts';
import { decideUploadQuota, quotaRefusal, uploadQuotaLimits } from './uploadQuota.ts';

const MB = 1024 * 1024;
const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('the upload quota: pending uploads and bytes per window', () => {
  it('given room on both counts, when an upload comes, then it is allowed', () => {
    const usage = { pending: UPLOAD_PENDING_MAX - 1, recent: [{ bytes: 100 * MB, recordedAt: hoursAgo(1) }] };
    expect(decideUploadQuota(usage, 100 * MB, now)).toEqual({ allowed: true });
  });

  it('given every pending slot taken, then it is refused without a time to wait (a reviewer decides)', () => {
    const verdict = decideUploadQuota({ pending: UPLOAD_PENDING_MAX, recent: [] }, 1, now);
    expect(verdict).toEqual({ allowed: false, reason: 'pending' });
    expect(quotaRefusal(verdict as { allowed: false; reason: 'pending' })).toMatchObject({
      code: 'UPLOAD_QUOTA',
      details: { reason: 'pending', pendingMax: UPLOAD_PENDING_MAX },
    });
  });

  it('given the bytes of the window used up to exactly the limit, then one more byte is refused', () => {
    const half = UPLOAD_DAILY_BYTES_MAX / 2;
    const usage = {
      pending: 0,
      recent: [
        { bytes: half, recordedAt: hoursAgo(20) },
        { bytes: half, recordedAt: hoursAgo(2) },
      ],
    };
    expect(decideUploadQuota({ pending: 0, recent: [usage.recent[0]!] }, half, now)).toEqual({
      allowed: true,
    });
    // the oldest upload leaves the 24 h window in 4 h: that is when there is room again
    const verdict = decideUploadQuota(usage, 1, now);
    expect(verdict).toEqual({ allowed: false, reason: 'bytes', retryAfterSeconds: 4 * 3600 });
    expect(quotaRefusal(verdict as Extract<typeof verdict, { reason: 'bytes' }>)).toMatchObject({
      code: 'UPLOAD_QUOTA',
      details: {
        reason: 'bytes',
        bytesMax: UPLOAD_DAILY_BYTES_MAX,
        windowMs: UPLOAD_QUOTA_WINDOW_HOURS * 3_600_000,
        retryAfterSeconds: 4 * 3600,
      },
    });
  });

  it('given uploads older than the window, then they no longer count', () => {
    const usage = { pending: 0, recent: [{ bytes: UPLOAD_DAILY_BYTES_MAX, recordedAt: hoursAgo(25) }] };
    expect(decideUploadQuota(usage, 100 * MB, now, uploadQuotaLimits)).toEqual({ allowed: true });
  });

  it('given a big upload needing several old ones to age out, then the wait is until the last of them', () => {
    const usage = {
      pending: 0,
      recent: [
        { bytes: 1000 * MB, recordedAt: hoursAgo(23) },
        { bytes: 1000 * MB, recordedAt: hoursAgo(10) },
        { bytes: 48 * MB, recordedAt: hoursAgo(1) },
      ],
    };
    // 2048 MB used of 2048: 100 MB more needs the first (frees 1000 MB in 1 h)
    expect(decideUploadQuota(usage, 100 * MB, now)).toEqual({
      allowed: false,
      reason: 'bytes',
      retryAfterSeconds: 3600,
    });
  });
});
