/**
 * /verify (issue 6, "Downloads and evidence"): anyone drops or chooses a file — hashed here, never
 * uploaded — or pastes a SHA-256, and learns whether it is the original of a clip listed or sold
 * on dashclip, when that was uploaded and where and when the incident happened. The hash being
 * checked lives in the URL (`?sha256=`), so a receipt can link straight to its result.
 */
import { useId, useState, type FormEvent } from 'react';
import { verify as t } from '../verifyTexts.ts';
import { normaliseSha256 } from '../hash/sha256File.ts';
import { CertificateCheck } from './CertificateCheck.tsx';
import { FileCheck } from './FileCheck.tsx';
import { VerifyResult } from './VerifyResult.tsx';
import './verify.css';

export function VerifyPage({
  sha256,
  onCheck,
}: {
  sha256: string | undefined;
  onCheck: (sha256: string) => void;
}) {
  const id = useId();
  const checked = sha256 ? normaliseSha256(sha256) : null;
  const [text, setText] = useState(sha256 ?? '');
  const [shown, setShown] = useState(sha256);
  const [invalid, setInvalid] = useState(Boolean(sha256) && !checked);
  // The URL changed under the page (a link, back/forward, a hashed file): the field follows it.
  if (shown !== sha256) {
    setShown(sha256);
    setText(sha256 ?? '');
    setInvalid(Boolean(sha256) && !checked);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hash = normaliseSha256(text);
    setInvalid(!hash);
    if (hash) onCheck(hash);
  };

  return (
    <section className="page verify">
      <header className="page__header">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <p className="muted small">{t.privacy}</p>
      </header>

      <div className="verify__inputs">
        <section className="panel" aria-labelledby={`${id}-file`}>
          <h2 id={`${id}-file`}>{t.fileTitle}</h2>
          <FileCheck onHash={onCheck} />
        </section>

        <section className="panel" aria-labelledby={`${id}-certificate`}>
          <h2 id={`${id}-certificate`}>{t.certificateTitle}</h2>
          <CertificateCheck />
        </section>

        <form className="panel verify__paste" onSubmit={submit} noValidate aria-labelledby={`${id}-paste`}>
          <h2 id={`${id}-paste`}>{t.hashTitle}</h2>
          <label htmlFor={`${id}-hash`}>{t.hashLabel}</label>
          <input
            id={`${id}-hash`}
            className="verify__hash-input"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {invalid && (
            <p id={`${id}-error`} className="error-text" role="alert">
              {t.badHash}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button">
              {t.check}
            </button>
          </div>
        </form>
      </div>

      {checked && <VerifyResult sha256={checked} />}
    </section>
  );
}
