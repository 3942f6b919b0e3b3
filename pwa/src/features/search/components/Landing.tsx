/**
 * The landing page (/): a hero with the search box (→ /dashboard?keyword=…), the newest clips on
 * sale, clip counts by province (each a dashboard preset) and category shortcuts.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LANDING_PRELOADED_COVERS, LANDING_QUERIES } from '../../../../../events/landingQueries.ts';
import { CATEGORIES, SEARCH_KEYWORD_MAX } from '../../../lib/constants.ts';
import { formatCompact } from '../../../lib/format.ts';
import { categoryLabel } from '../../../lib/labels.ts';
import { common } from '../../../lib/texts.ts';
import { search as t } from '../searchTexts.ts';
import { searchVideosQueryOptions, type ClipSchema, type SearchClip } from '../api/searchVideos.ts';
import type { ApiQuery } from '../searchParams.ts';
import './search.css';

/** The newest clips on sale, whatever their incident date. */
export const latestClipsQuery: ApiQuery = LANDING_QUERIES.latest;
/** One clip and the counts of everything on sale. */
export const provinceCountsQuery: ApiQuery = LANDING_QUERIES.counts;

export interface LandingProps<TClip extends SearchClip> {
  clipSchema: ClipSchema<TClip>;
  /** `first`: among the covers above the fold, which load at once (the server announces them). */
  renderCard: (clip: TClip, first: boolean) => ReactNode;
}

function HeroSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    void navigate({ to: '/dashboard', search: text ? { keyword: text } : {} });
  };
  return (
    <form className="landing-hero__search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.landing.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={t.landing.searchPlaceholder}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="button">
        {t.landing.searchButton}
      </button>
    </form>
  );
}

export function Landing<TClip extends SearchClip>({ clipSchema, renderCard }: LandingProps<TClip>) {
  const latest = useQuery(searchVideosQueryOptions(latestClipsQuery, clipSchema));
  const counts = useQuery(searchVideosQueryOptions(provinceCountsQuery, clipSchema));
  const provinces = counts.data?.facets?.province ?? [];
  const provinceCount = counts.data?.facets?.approximate
    ? t.landing.provinceApproximateCount
    : t.landing.provinceCount;

  return (
    <div className="page landing">
      <section className="landing-hero">
        <h1>{t.landing.title}</h1>
        <p className="lead">{t.landing.intro}</p>
        <HeroSearch />
      </section>

      <section aria-labelledby="landing-categories">
        <h2 id="landing-categories">{t.landing.byCategory}</h2>
        <ul className="landing-chips">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link to="/dashboard" search={{ category }} className="chip landing-chip">
                {categoryLabel(category)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="landing-latest">
        <div className="landing-section__head">
          <h2 id="landing-latest">{t.landing.latest}</h2>
          <Link to="/dashboard">{t.landing.seeAll}</Link>
        </div>
        {latest.isError ? (
          <p className="error-text">{t.landing.loadFailed}</p>
        ) : !latest.data ? (
          <p className="muted">{common.loading}</p>
        ) : latest.data.videos.length === 0 ? (
          <p className="muted">{t.landing.noClips}</p>
        ) : (
          <ul className="clip-grid">
            {latest.data.videos.map((video, position) => (
              <li key={video._id}>{renderCard(video, position < LANDING_PRELOADED_COVERS)}</li>
            ))}
          </ul>
        )}
      </section>

      {provinces.length > 0 && (
        <section aria-labelledby="landing-provinces">
          <h2 id="landing-provinces">{t.landing.byProvince}</h2>
          <ul className="landing-chips">
            {provinces.map(({ value, count }) => (
              <li key={value}>
                <Link to="/dashboard" search={{ province: value }} className="chip landing-chip">
                  {provinceCount(value, formatCompact(count))}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
