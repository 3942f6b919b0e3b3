// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LANDING_QUERIES, landingSearchPath } from '../../../../events/landingQueries.ts';
import { apiUrl } from '../../lib/apiClient.ts';
import { latestClipsQuery, provinceCountsQuery } from './components/Landing.tsx';

describe('the landing page asks exactly what the server announces with it', () => {
  it('given the landing searches, when the app writes their addresses, then they are the preloaded ones', () => {
    expect(apiUrl('/videos', latestClipsQuery)).toBe(landingSearchPath(LANDING_QUERIES.latest));
    expect(apiUrl('/videos', provinceCountsQuery)).toBe(landingSearchPath(LANDING_QUERIES.counts));
  });
});
