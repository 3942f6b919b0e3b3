// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LANDING_QUERIES, landingSearchPath } from '../../../../events/landingQueries.ts';
import { apiUrl } from '../../lib/apiClient.ts';
import * as z from 'zod/mini';
import { latestClipsQuery, provinceCountsQuery } from './components/Landing.tsx';
import { dashboardSearchSchema, toListQuery } from './searchParams.ts';

describe('the landing page and the dashboard ask exactly what the server announces with them', () => {
  it('given the landing searches, when the app writes their addresses, then they are the preloaded ones', () => {
    expect(apiUrl('/videos', latestClipsQuery)).toBe(landingSearchPath(LANDING_QUERIES.latest));
    expect(apiUrl('/videos', provinceCountsQuery)).toBe(landingSearchPath(LANDING_QUERIES.counts));
  });
  it('given the dashboard without a filter, when the app writes its search, then it is the preloaded one', () => {
    const unfiltered = z.parse(dashboardSearchSchema, {});
    expect(apiUrl('/videos', toListQuery(unfiltered))).toBe(landingSearchPath(LANDING_QUERIES.dashboard));
  });
});
