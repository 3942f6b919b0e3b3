import { describe, expect, it } from 'vitest';
import {
  autoCoverTimes,
  clampCoverTime,
  coverTimeMax,
  frameTime,
  isPastEnd,
  previewTimes,
  resetCoverTimes,
  sliderMax,
} from './coverTimes.ts';

describe('cover times', () => {
  it('clamps an input between 1 and the floor of the length', () => {
    expect(coverTimeMax(45.8)).toBe(45);
    expect(clampCoverTime(0, 45.8)).toBe(1);
    expect(clampCoverTime(-3, 45.8)).toBe(1);
    expect(clampCoverTime(12.5, 45.8)).toBe(12.5);
    expect(clampCoverTime(46, 45.8)).toBe(45);
    expect(clampCoverTime(Number.NaN, 45.8)).toBe(1);
  });

  it('uses 60 as the upper bound when the length is unknown', () => {
    expect(coverTimeMax(null)).toBe(60);
    expect(clampCoverTime(90, null)).toBe(60);
  });

  it('a clip shorter than a second still accepts 1', () => {
    expect(coverTimeMax(0.6)).toBe(1);
  });

  it('warns when a time is past the end of the clip', () => {
    expect(isPastEnd([1, 2, 31], 30)).toBe(true);
    expect(isPastEnd([1, 2, 30], 30)).toBe(false);
    expect(isPastEnd([100], null)).toBe(false);
  });

  it('takes frames at least at 0.5 s and at most 0.1 s before the end', () => {
    expect(frameTime(0.2, 30)).toBe(0.5);
    expect(frameTime(30, 30)).toBe(29.9);
    expect(frameTime(12, 30)).toBe(12);
    expect(frameTime(500, null)).toBe(500);
  });

  it('auto-generates six frames spaced length/6 starting at 0.5 s', () => {
    expect(autoCoverTimes(60)).toEqual([0.5, 10.5, 20.5, 30.5, 40.5, 50.5]);
    expect(autoCoverTimes(3)).toEqual([0.5, 1, 1.5, 2, 2.5, 2.9]);
  });

  it('resets to multiples of length/6 with a minimum of 1', () => {
    expect(resetCoverTimes(60)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(resetCoverTimes(null)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(resetCoverTimes(3)).toEqual([1, 1, 1, 1.5, 2, 2.5]);
  });

  it('spreads preview frames over the clip', () => {
    expect(previewTimes(1, 10)).toEqual([5]);
    expect(previewTimes(5, 10)).toEqual([1, 3, 5, 7, 9]);
  });

  it('runs the manual slider to the length, or 120 when unknown', () => {
    expect(sliderMax(42.34, 120)).toBe(42.3);
    expect(sliderMax(null, 120)).toBe(120);
  });
});
