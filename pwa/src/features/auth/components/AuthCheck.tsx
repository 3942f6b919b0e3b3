import { useState } from 'react';
import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/apiClient.ts';
import { refreshStoredUser } from '../../../lib/refreshStoredUser.ts';
import { debug } from '../authTexts.ts';

/** The server's view of this browser's own session (GET /auth/profile), shown raw. */
export function AuthCheck() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      setResult({ ok: true, text: JSON.stringify(await action(), null, 2) });
    } catch (error) {
      const text = isApiError(error) ? debug.httpError(error.status, error.message) : String(error);
      setResult({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2>{debug.authCheck}</h2>
      {result &&
        (result.ok ? (
          <pre className="code-block">{result.text}</pre>
        ) : (
          <p className="error-text" role="alert">
            {result.text}
          </p>
        ))}
      <div className="actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void run(() => apiRequest('/auth/profile', { schema: z.unknown(), fresh: true }))}
        >
          {debug.runAuthCheck}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void run(refreshStoredUser)}
        >
          {debug.forceRefresh}
        </button>
      </div>
    </>
  );
}
