import { common } from '../lib/texts.ts';
import './skeleton.css';

/**
 * What a list shows while its first request runs: the loading line and grey cards in the place of
 * the content, so a slow phone never looks blank (index.html paints the same before any script).
 */
export function SkeletonCards({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <p className="muted">{common.loading}</p>
      <div className="skeleton__cards" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="skeleton-card">
            <div className="skeleton-card__media" />
            <div className="skeleton-card__line" />
            <div className="skeleton-card__line skeleton-card__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
