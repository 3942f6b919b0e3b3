import { useId, useState } from 'react';
import { clipDetail } from '../clipsTexts.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** The original file's SHA-256 in full, what it proves, and a copy button. */
export function Fingerprint({ sha256 }: { sha256: string }) {
  const id = useId();
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sha256);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="fingerprint" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{clipDetail.fingerprint}</h2>
      <p className="muted small" id={`${id}-explain`}>
        {clipDetail.fingerprintExplain}
      </p>
      <div className="fingerprint__row">
        <code className="fingerprint__hash" aria-describedby={`${id}-explain`}>
          {sha256}
        </code>
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {state === 'copied' ? clipDetail.copied : clipDetail.copy}
        </button>
      </div>
      <p className="small" role="status">
        {state === 'failed' ? clipDetail.copyFailed : ''}
      </p>
    </section>
  );
}
