/**
 * The price range slider (300–1500 baht): two range inputs sharing one track. A drag commits once
 * it has rested for the filter debounce, not on every step.
 */
import { useEffect, useId, useState } from 'react';
import {
  FILTER_DEBOUNCE_MS,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  PRICE_SLIDER_STEP,
} from '../../../lib/constants.ts';
import { formatBaht } from '../../../lib/format.ts';
import { search as t } from '../searchTexts.ts';
import type { FilterPatch } from '../searchParams.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';

interface PriceRangeProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (patch: FilterPatch) => void;
}

type Range = readonly [number, number];

export function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
  const headingId = useId();
  const committed: Range = [minPrice ?? PRICE_MIN_BAHT, maxPrice ?? PRICE_MAX_BAHT];
  const [range, setRange] = useState<Range>(committed);
  const [seen, setSeen] = useState(committed.join('-'));
  if (seen !== committed.join('-')) {
    setSeen(committed.join('-'));
    setRange(committed);
  }

  const settled = useDebounced(range, FILTER_DEBOUNCE_MS);
  useEffect(() => {
    const [low, high] = settled;
    if (settled !== range || (low === committed[0] && high === committed[1])) return;
    onChange({
      minPrice: low === PRICE_MIN_BAHT ? undefined : low,
      maxPrice: high === PRICE_MAX_BAHT ? undefined : high,
    });
    // Only a settled drag commits; the URL moving (back button) must not commit again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const [low, high] = range;
  const span = PRICE_MAX_BAHT - PRICE_MIN_BAHT;
  const percent = (value: number) => ((value - PRICE_MIN_BAHT) / span) * 100;

  return (
    <fieldset className="search-price" aria-labelledby={headingId}>
      <legend id={headingId}>
        {t.filters.price}: <output>{t.filters.priceRange(formatBaht(low), formatBaht(high))}</output>
      </legend>
      <div
        className="search-price__track"
        style={{ ['--low' as string]: `${percent(low)}%`, ['--high' as string]: `${percent(high)}%` }}
      >
        <input
          type="range"
          aria-label={t.filters.minPrice}
          min={PRICE_MIN_BAHT}
          max={PRICE_MAX_BAHT}
          step={PRICE_SLIDER_STEP}
          value={low}
          aria-valuetext={formatBaht(low)}
          onChange={(event) => setRange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          aria-label={t.filters.maxPrice}
          min={PRICE_MIN_BAHT}
          max={PRICE_MAX_BAHT}
          step={PRICE_SLIDER_STEP}
          value={high}
          aria-valuetext={formatBaht(high)}
          onChange={(event) => setRange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </fieldset>
  );
}
