import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { formatThaiDate } from '../../../lib/format.ts';
import { complaintWords } from '../../../lib/texts.ts';
import { complaints as t } from '../complaintsTexts.ts';
import { myComplaintsQueryOptions, type ComplaintItem } from '../api/complaints.ts';
import { ComplaintForm } from './ComplaintForm.tsx';
import './complaints.css';
import { QueryStates } from '../../../lib/QueryStates.tsx';

interface ComplaintsTabProps {
  /** Opened from a clip or a purchase ("แจ้งปัญหา"): the form opens prefilled with it. */
  clipId?: string;
  purchaseId?: string;
  /** Opened from a report link: the form opens at once. */
  startOpen?: boolean;
}

/**
 * The profile's complaints tab (issue 7): a complaint form, and the complaints filed so far with
 * their status, the clip they are about and the admin's response (never the internal priority).
 */
export function ComplaintsTab({ clipId, purchaseId, startOpen = false }: ComplaintsTabProps) {
  const query = useQuery(myComplaintsQueryOptions());
  const [formOpen, setFormOpen] = useState(startOpen || Boolean(clipId) || Boolean(purchaseId));
  const [sent, setSent] = useState(false);

  return (
    <div className="profile__stack complaints">
      {formOpen ? (
        <ComplaintForm
          clipId={clipId}
          purchaseId={purchaseId}
          onFiled={() => {
            setFormOpen(false);
            setSent(true);
          }}
          onCancel={() => setFormOpen(false)}
        />
      ) : (
        <div>
          <button
            type="button"
            className="button"
            onClick={() => {
              setSent(false);
              setFormOpen(true);
            }}
          >
            {t.newComplaint}
          </button>
          {sent && (
            <p className="muted" role="status">
              {t.sent}
            </p>
          )}
        </div>
      )}
      <MyComplaints query={query} />
    </div>
  );
}

function MyComplaints({ query }: { query: UseQueryResult<ComplaintItem[]> }) {
  if (!query.isSuccess) return <QueryStates query={query} failed={t.loadFailed} />;
  if (query.data.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ul className="complaints__list" aria-label={t.listLabel}>
      {query.data.map((complaint) => (
        <li key={complaint._id}>
          <article className="panel complaint">
            <header>
              <h3>{complaint.subject}</h3>
              <p>
                <span className={`badge badge--status-${complaint.status}`}>
                  {t.status}: {complaintWords.statuses[complaint.status]}
                </span>{' '}
                <span className="badge">{complaintWords.types[complaint.type]}</span>
              </p>
            </header>
            {complaint.clipTitle && (
              <p className="complaint__about">
                {complaint.purchaseId ? t.aboutPurchase : t.aboutClip}: <strong>{complaint.clipTitle}</strong>
              </p>
            )}
            {complaint.createdAt && (
              <p className="muted">
                {complaint.id} · {t.filedAt} {formatThaiDate(complaint.createdAt)}
              </p>
            )}
            <p className="complaint__description">{complaint.description}</p>
            <div className="complaint__response">
              <strong>{t.response}:</strong>{' '}
              {complaint.adminResponse ?? <span className="muted">{t.noResponse}</span>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
