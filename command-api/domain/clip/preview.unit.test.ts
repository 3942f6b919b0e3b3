import { describe, it } from 'vitest';
import type { ClipEvent, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { clipUploadedData } from '../../../tests/fixtures/clipUploadedData.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { ClipActor, RecordClipPreview, UploadClip } from './commands.ts';
import { clipDecider } from './decide.ts';

const spec = deciderSpecification(clipDecider);
const uploadedAt = '2026-11-21T06:00:00.000Z';
const now = '2026-11-22T09:00:00.000Z';
const file = {
  storageKey: 'originals/00000000-0000-4000-8000-000000000001.mp4',
  sha256: 'a'.repeat(64),
  sizeBytes: 1_000_000,
  container: 'mp4' as const,
  durationSeconds: 40.5,
};
const { uploadedAt: _at, ...base } = clipUploadedData('c1', 'seller-1', 'ชนท้ายที่แยกอโศก', uploadedAt);
const upload = (moment?: number): UploadClip => ({
  ...base,
  file,
  type: 'UploadClip',
  ...(moment === undefined ? {} : { previewMomentSeconds: moment }),
  now: uploadedAt,
});
const uploaded = (moment: number): ClipUploaded => ({
  type: 'ClipUploaded',
  data: { ...base, file, previewMomentSeconds: moment, uploadedAt },
});
const approved: ClipEvent = { type: 'ClipApproved', data: { clipId: 'c1', approvedAt: uploadedAt } };
const expired: ClipEvent = { type: 'ClipExpired', data: { clipId: 'c1', expiredAt: now } };
const deleted: ClipEvent = { type: 'ClipDeleted', data: { clipId: 'c1', by: 'seller', deletedAt: now } };
const seller: ClipActor = { role: 'seller', id: 'seller-1' };
const moveMoment = (previewMomentSeconds: number, by: ClipActor = seller) => ({
  type: 'EditClip' as const,
  clipId: 'c1',
  by,
  changes: { previewMomentSeconds },
  now,
});
const moved = (previewMomentSeconds: number): ClipEvent => ({
  type: 'ClipEdited',
  data: {
    clipId: 'c1',
    sellerId: 'seller-1',
    by: 'seller',
    changes: { previewMomentSeconds },
    editedAt: now,
  },
});
const made = (momentSeconds: number): RecordClipPreview => ({
  type: 'RecordClipPreview',
  clipId: 'c1',
  momentSeconds,
  fromSeconds: Math.max(0, momentSeconds - 7.5),
  toSeconds: Math.max(0, momentSeconds - 7.5) + 15,
  width: 854,
  height: 480,
  bytes: 1_800_000,
  sha256: 'b'.repeat(64),
  now,
});
const { type: _t, now: _n, ...madeData } = made(12.3);
const madeEvent: ClipEvent = { type: 'ClipPreviewMade', data: { ...madeData, madeAt: now } };

describe('clip decider: the incident moment at upload', () => {
  it('records the moment the seller marked, on the 0.1 s grid', () => {
    spec
      .given([])
      .when(upload(12.34))
      .then([uploaded(12.3)]);
  });

  it('records the middle of the clip when the seller marked none', () => {
    spec
      .given([])
      .when(upload())
      .then([uploaded(20.2)]);
  });

  it('accepts the start and the end of the clip, refuses beyond', () => {
    spec
      .given([])
      .when(upload(0))
      .then([uploaded(0)]);
    spec
      .given([])
      .when(upload(40.5))
      .then([uploaded(40.5)]);
    spec.given([]).when(upload(40.6)).thenThrows('PREVIEW_MOMENT_OUT_OF_RANGE');
    spec.given([]).when(upload(-1)).thenThrows('PREVIEW_MOMENT_OUT_OF_RANGE');
  });
});

describe('clip decider: moving the moment', () => {
  it('its seller moves it while the clip is pending and once it is approved', () => {
    spec
      .given([uploaded(20.2)])
      .when(moveMoment(5.06))
      .then([moved(5.1)]);
    spec
      .given([uploaded(20.2), approved])
      .when(moveMoment(30))
      .then([moved(30)]);
  });

  it('only inside the clip', () => {
    spec
      .given([uploaded(20.2)])
      .when(moveMoment(41))
      .thenThrows('PREVIEW_MOMENT_OUT_OF_RANGE');
  });

  it('not an admin, not another seller, not once the clip expired or was deleted', () => {
    spec
      .given([uploaded(20.2)])
      .when(moveMoment(3, { role: 'admin', id: 'a' }))
      .thenThrows('CLIP_FIELD_LOCKED');
    spec
      .given([uploaded(20.2)])
      .when(moveMoment(3, { role: 'seller', id: 'seller-2' }))
      .thenThrows('CLIP_NOT_FOUND');
    spec
      .given([uploaded(20.2), approved, expired])
      .when(moveMoment(3))
      .thenThrows('CLIP_NOT_EDITABLE');
    spec
      .given([uploaded(20.2), deleted])
      .when(moveMoment(3))
      .thenThrows('CLIP_NOT_FOUND');
  });
});

describe('clip decider: preview results', () => {
  it('records a preview made for the current moment, again after a retry too', () => {
    spec
      .given([uploaded(12.3)])
      .when(made(12.3))
      .then([madeEvent]);
    spec
      .given([uploaded(12.3), madeEvent])
      .when(made(12.3))
      .then([madeEvent]);
  });

  it('a clip from before previews: made around its middle', () => {
    const { previewMomentSeconds: _m, ...old } = uploaded(0).data;
    spec
      .given([{ type: 'ClipUploaded', data: old }])
      .when({ ...made(20.2), fromSeconds: 12.7, toSeconds: 27.7 })
      .then([
        {
          type: 'ClipPreviewMade',
          data: { ...madeData, momentSeconds: 20.2, fromSeconds: 12.7, toSeconds: 27.7, madeAt: now },
        },
      ]);
  });

  it('refuses a result for a moment moved since, and for an expired or deleted clip', () => {
    spec
      .given([uploaded(12.3), moved(30)])
      .when(made(12.3))
      .thenThrows('PREVIEW_OUTDATED');
    spec
      .given([uploaded(12.3), approved, expired])
      .when(made(12.3))
      .thenThrows('PREVIEW_OUTDATED');
    spec
      .given([uploaded(12.3), deleted])
      .when(made(12.3))
      .thenThrows('CLIP_NOT_FOUND');
    spec.given([]).when(made(12.3)).thenThrows('CLIP_NOT_FOUND');
  });

  it('records a failure with its reason, for the current moment only', () => {
    const fail = {
      type: 'RecordClipPreviewFailure' as const,
      clipId: 'c1',
      reason: 'ffmpeg failed (exit 1)',
      now,
    };
    spec
      .given([uploaded(12.3)])
      .when({ ...fail, momentSeconds: 12.3 })
      .then([
        {
          type: 'ClipPreviewFailed',
          data: { clipId: 'c1', momentSeconds: 12.3, reason: 'ffmpeg failed (exit 1)', failedAt: now },
        },
      ]);
    spec
      .given([uploaded(12.3), moved(1)])
      .when({ ...fail, momentSeconds: 12.3 })
      .thenThrows('PREVIEW_OUTDATED');
  });
});
