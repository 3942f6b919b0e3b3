/**
 * Above the upload form when the clip is sent for a footage request (issue 22): which request, a
 * way back to it, and that the pin is only the request's area; or why the clip is no longer linked.
 */
import { Link } from '@tanstack/react-router';
import { upload as t } from '../uploadTexts.ts';
import type { DraftRequest } from '../drafts/draft.ts';

interface AnsweredRequestBannerProps {
  request: DraftRequest | null;
  /** Why the clip was unlinked (the request closed, or is the seller's own). */
  notice: string | null;
}

export function AnsweredRequestBanner({ request, notice }: AnsweredRequestBannerProps) {
  if (notice)
    return (
      <p className="upload-request upload-request--ended" role="status">
        {notice}
      </p>
    );
  if (!request) return null;
  return (
    <section className="upload-request" aria-label={t.request.answering}>
      <p>
        {t.request.answering} <strong>{request.title || t.request.untitled}</strong>{' '}
        <Link to="/requests/$requestId" params={{ requestId: request.requestId }}>
          {t.request.back}
        </Link>
      </p>
      <small className="muted">{t.request.pinHint}</small>
    </section>
  );
}
