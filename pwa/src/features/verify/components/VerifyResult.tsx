import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/apiClient.ts';
import { formatThaiDate, formatTime } from '../../../lib/format.ts';
import { common } from '../../../lib/texts.ts';
import { verify as t } from '../verifyTexts.ts';
import { verifyQueryOptions, type VerifiedClip } from '../api/verifyFingerprint.ts';

const STATUS_CLASS: Record<VerifiedClip['status'], string> = {
  listed: 'status--approved',
  sold: 'status--sold',
  removed: 'status--rejected',
};

/** The server's answer for one fingerprint: the clips whose original it is, or that none is. */
export function VerifyResult({ sha256 }: { sha256: string }) {
  const query = useQuery(verifyQueryOptions(sha256));

  return (
    <section className="verify-result panel" aria-live="polite">
      <p className="small muted">{t.checkedHash}</p>
      <pre className="verify-result__hash">
        <code>{sha256}</code>
      </pre>
      {query.isPending && (
        <p className="muted" aria-busy="true">
          {t.checking}
        </p>
      )}
      {query.isError && (
        <div role="alert">
          <p className="error-text">
            {isApiError(query.error) && query.error.status === 400 ? query.error.message : t.checkFailed}
          </p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {common.retry}
          </button>
        </div>
      )}
      {query.isSuccess &&
        (query.data.match ? (
          <>
            <h2 className="verify-result__verdict verify-result__verdict--match">
              <span aria-hidden="true">✓ </span>
              {t.match}
            </h2>
            <p>{t.matchBody}</p>
            <ul className="verify-result__clips">
              {query.data.clips.map((clip, index) => (
                <li key={`${clip.uploadedAt ?? ''}-${index}`}>
                  <MatchedClip clip={clip} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h2 className="verify-result__verdict verify-result__verdict--none">
              <span aria-hidden="true">✗ </span>
              {t.noMatch}
            </h2>
            <p>{t.noMatchBody}</p>
          </>
        ))}
    </section>
  );
}

function MatchedClip({ clip }: { clip: VerifiedClip }) {
  const place = [clip.district, clip.province].filter(Boolean).join(' ');
  return (
    <article className="verify-clip">
      <h3>{clip.title ?? t.removedTitle}</h3>
      <p>
        <span className={`status ${STATUS_CLASS[clip.status]}`}>{t.statuses[clip.status]}</span>
      </p>
      {clip.uploadedAt && (
        <p>
          <strong>{t.uploadedOn(formatThaiDate(clip.uploadedAt), formatTime(clip.uploadedAt))}</strong>
        </p>
      )}
      <dl className="facts">
        {clip.incidentDate && (
          <div className="facts__row">
            <dt>{t.incident}</dt>
            <dd>
              {clip.incidentTime
                ? t.incidentAt(formatThaiDate(clip.incidentDate), formatTime(clip.incidentTime))
                : formatThaiDate(clip.incidentDate)}
            </dd>
          </div>
        )}
        {place && (
          <div className="facts__row">
            <dt>{t.place}</dt>
            <dd>{place}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t.sold}</dt>
          <dd>{t.soldTimes(clip.salesCount)}</dd>
        </div>
      </dl>
    </article>
  );
}
