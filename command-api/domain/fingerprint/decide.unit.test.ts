import { describe, expect, it } from 'vitest';
import type { FingerprintRecorded } from '../../../events/fingerprint/fingerprintEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { RecordFingerprint } from './commands.ts';
import { fingerprintDecider } from './decide.ts';
import { sameFileAs } from './state.ts';

const spec = deciderSpecification(fingerprintDecider);
const sha256 = 'a'.repeat(64);
const now = '2026-11-21T06:00:00.000Z';

const record = (clipId: string, sellerId: string, deletedClipIds: string[] = []): RecordFingerprint => ({
  type: 'RecordFingerprint',
  sha256,
  clipId,
  sellerId,
  deletedClipIds,
  now,
});
const recorded = (clipId: string, sellerId: string): FingerprintRecorded => ({
  type: 'FingerprintRecorded',
  data: { sha256, clipId, sellerId, recordedAt: now },
});

describe('fingerprint decider', () => {
  it('the first upload of some bytes is recorded', () => {
    spec
      .given([])
      .when(record('c1', 's1'))
      .then([recorded('c1', 's1')]);
  });

  it('the same seller uploading the same bytes again is a duplicate', () => {
    spec
      .given([recorded('c1', 's1')])
      .when(record('c2', 's1'))
      .thenThrows('DUPLICATE_CLIP');
  });

  it('another seller with the same bytes is recorded (and flagged by sameFileAs)', () => {
    spec
      .given([recorded('c1', 's1')])
      .when(record('c2', 's2'))
      .then([recorded('c2', 's2')]);
    const state = [recorded('c1', 's1')].reduce(fingerprintDecider.evolve, fingerprintDecider.initialState());
    expect(sameFileAs(state, 's2', [])).toEqual({ clipId: 'c1', sellerId: 's1' });
    expect(sameFileAs(state, 's1', [])).toBeNull();
    expect(sameFileAs(state, 's2', ['c1'])).toBeNull();
  });

  it('a deleted clip no longer blocks its seller', () => {
    spec
      .given([recorded('c1', 's1')])
      .when(record('c2', 's1', ['c1']))
      .then([recorded('c2', 's1')]);
  });

  it('a released reservation blocks nobody', () => {
    spec
      .given([
        recorded('c1', 's1'),
        { type: 'FingerprintReleased', data: { sha256, clipId: 'c1', releasedAt: now } },
      ])
      .when(record('c2', 's1'))
      .then([recorded('c2', 's1')]);
  });

  it('only a recorded clip can be released', () => {
    spec
      .given([])
      .when({ type: 'ReleaseFingerprint', sha256, clipId: 'c1', now })
      .thenThrows('CLIP_NOT_FOUND');
    spec
      .given([recorded('c1', 's1')])
      .when({ type: 'ReleaseFingerprint', sha256, clipId: 'c1', now })
      .then([{ type: 'FingerprintReleased', data: { sha256, clipId: 'c1', releasedAt: now } }]);
  });
});
