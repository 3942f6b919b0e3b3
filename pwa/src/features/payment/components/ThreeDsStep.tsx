import { useState } from 'react';
import { payment as t } from '../paymentTexts.ts';

/** The sandbox bank's 3-D Secure challenge: approve or fail, as a test would choose. */
export function ThreeDsStep({ onAnswer }: { onAnswer: (choice: 'approve' | 'fail') => Promise<void> }) {
  const [working, setWorking] = useState(false);
  const answer = (choice: 'approve' | 'fail') => {
    setWorking(true);
    void onAnswer(choice).finally(() => setWorking(false));
  };
  return (
    <section className="three-ds" aria-labelledby="three-ds-title">
      <h3 id="three-ds-title">{t.threeDs.title}</h3>
      <p className="muted">{t.threeDs.body}</p>
      {working && (
        <p className="muted small" role="status">
          {t.threeDs.working}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" disabled={working} onClick={() => answer('approve')}>
          {t.threeDs.approve}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={working}
          onClick={() => answer('fail')}
        >
          {t.threeDs.fail}
        </button>
      </div>
    </section>
  );
}
