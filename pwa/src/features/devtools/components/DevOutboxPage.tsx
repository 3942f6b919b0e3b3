import { useQuery } from '@tanstack/react-query';
import { authConfigQueryOptions } from '../../../lib/authConfig.ts';
import { formatThaiDate, formatTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { devtools as t } from '../devtoolsTexts.ts';
import { devOutboxQuery, type DevOutboxKind } from '../api/devOutbox.ts';

/**
 * DEV_TOOLS only: the mail and text messages the marketplace "sent", so a tester on the server's
 * own machine (or an admin) can open a verification link or read a phone code. When the server
 * says they are not there for this browser, the page says so without asking for them.
 */
export function DevOutboxPage({ kind }: { kind: DevOutboxKind }) {
  const config = useQuery(authConfigQueryOptions());
  const admin = useSession()?.user.isAdmin === true;
  // The server answers an admin from anywhere; its config answer may predate the sign-in.
  const devTools = config.data?.devTools === true || admin;
  const { data, error, isPending } = useQuery({ ...devOutboxQuery(kind), enabled: devTools });
  const title = kind === 'mailbox' ? t.mailboxTitle : t.smsTitle;
  if (config.isPending) return <main className="page">{t.loading}</main>;
  if (!devTools)
    return (
      <main className="page">
        <h1>{title}</h1>
        <p role="status">{t.off}</p>
      </main>
    );
  return (
    <main className="page">
      <h1>{title}</h1>
      <p className="muted">{t.testModeNote}</p>
      {isPending && <p>{t.loading}</p>}
      {error && <p role="alert">{t.unavailable}</p>}
      {data && data.messages.length === 0 && <p>{t.empty}</p>}
      <ul className="dev-outbox">
        {data?.messages.map((message) => (
          <li key={message.id}>
            <article aria-label={kind === 'mailbox' ? message.subject : `${t.smsTo} ${message.to}`}>
              <h2>{kind === 'mailbox' ? message.subject : `${t.smsTo} ${message.to}`}</h2>
              <p className="muted">
                {kind === 'mailbox' ? `${t.mailTo} ${message.to} · ` : ''}
                {formatThaiDate(message.sentAt)} {formatTime(message.sentAt)}
              </p>
              <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</p>
              {message.link && (
                <a className="button" href={message.link}>
                  {t.openLink}
                </a>
              )}
              {message.code && (
                <p>
                  {t.code}: <strong>{message.code}</strong>
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
