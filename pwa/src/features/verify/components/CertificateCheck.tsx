/**
 * The certificate half of /verify (issue 21): a file-origin certificate (PDF or its signed JSON) is
 * sent to the server, which checks the platform's signature; the answer is shown with the
 * certificate's facts and Buddhist-era dates.
 */
import { isApiError } from '../../../lib/apiClient.ts';
import { formatFileSize, formatThaiDate, formatTime } from '../../../lib/format.ts';
import { verify as t } from '../verifyTexts.ts';
import { useVerifyCertificate, type CertificateVerification } from '../api/verifyCertificate.ts';

export function CertificateCheck() {
  const check = useVerifyCertificate();
  return (
    <div className="verify-certificate">
      <p className="small muted">{t.certificateIntro}</p>
      <label className={`button${check.isPending ? ' verify-drop__choose--busy' : ''}`}>
        {t.chooseCertificate}
        <input
          type="file"
          accept=".pdf,.json,application/pdf,application/json"
          className="verify-drop__input"
          aria-label={t.certificateLabel}
          disabled={check.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) check.mutate(file);
            event.currentTarget.value = '';
          }}
        />
      </label>
      <div role="status" className="verify-drop__status">
        {check.isPending && <p className="small">{t.certificateChecking}</p>}
      </div>
      {check.isError && (
        <p className="error-text" role="alert">
          {isApiError(check.error) && check.error.message ? check.error.message : t.certificateFailed}
        </p>
      )}
      {check.isSuccess && <CertificateResult result={check.data} />}
    </div>
  );
}

const when = (iso: string) => t.at(formatThaiDate(iso), formatTime(iso));

export function CertificateResult({ result }: { result: CertificateVerification }) {
  const facts = result.certificate;
  const valid = result.signatureValid;
  return (
    <section className="verify-result panel" aria-live="polite">
      <h2 className={`verify-result__verdict verify-result__verdict--${valid ? 'match' : 'none'}`}>
        <span aria-hidden="true">{valid ? '✓ ' : '✗ '}</span>
        {valid ? t.signatureValid : t.signatureInvalid}
      </h2>
      <p className="small">{result.keyKnown ? t.keyKnown(result.kid) : t.keyUnknown(result.kid)}</p>
      <p className="small">{result.fingerprintOnRecord ? t.onRecord : t.notOnRecord}</p>
      {facts && (
        <>
          <h3>{t.factsTitle}</h3>
          <dl className="facts">
            <Fact label={t.facts.receiptNumber} value={facts.purchase.receiptNumber} />
            <Fact label={t.facts.status} value={t.purchaseStatuses[facts.purchase.status]} />
            {facts.purchase.paidAt && <Fact label={t.facts.paidAt} value={when(facts.purchase.paidAt)} />}
            <Fact
              label={t.facts.sha256}
              value={<code className="verify-result__hash">{facts.clip.sha256}</code>}
            />
            {facts.clip.bytes !== null && (
              <Fact label={t.facts.size} value={formatFileSize(facts.clip.bytes)} />
            )}
            <Fact label={t.facts.uploadedAt} value={when(facts.clip.uploadedAt)} />
            {facts.clip.approvedAt && <Fact label={t.facts.approvedAt} value={when(facts.clip.approvedAt)} />}
            <Fact label={t.facts.seller} value={facts.clip.sellerPseudonym} />
            <Fact
              label={t.facts.incident}
              value={t.at(formatThaiDate(facts.clip.incident.date), formatTime(facts.clip.incident.time))}
            />
            <Fact
              label={t.facts.place}
              value={[
                facts.clip.incident.locationName,
                facts.clip.incident.district,
                facts.clip.incident.province,
              ]
                .filter(Boolean)
                .join(' ')}
            />
            <Fact
              label={t.facts.downloads}
              value={
                facts.downloads.length === 0 ? (
                  t.downloadCount(0)
                ) : (
                  <ul className="verify-certificate__downloads">
                    {facts.downloads.map((download, index) => (
                      <li key={`${download.at}-${index}`}>{when(download.at)}</li>
                    ))}
                  </ul>
                )
              }
            />
            <Fact label={t.facts.issuedAt} value={when(facts.issuedAt)} />
          </dl>
        </>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
