/**
 * The profile's "ตามหาคลิป" tab (issue 22): the member's own requests, every status, and below them
 * the alert areas a seller drives with how they are told.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Pager } from '../../../components/Pager.tsx';
import { QueryStates } from '../../../lib/QueryStates.tsx';
import { myRequestsQueryOptions } from '../api/myRequests.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { AlertAreasSection } from './AlertAreasSection.tsx';
import { RequestCard } from './RequestCard.tsx';
import './requests.css';

const t = requestsTexts.mine;

export function MyRequestsTab() {
  return (
    <div className="profile__stack my-requests">
      <MyRequests />
      <AlertAreasSection />
    </div>
  );
}

function MyRequests() {
  const [page, setPage] = useState(1);
  const query = useQuery(myRequestsQueryOptions(page));
  return (
    <section aria-labelledby="my-requests-title">
      <header className="my-requests__header">
        <h2 id="my-requests-title">{t.title}</h2>
        <Link to="/requests/new" className="button">
          {t.create}
        </Link>
      </header>
      {!query.isSuccess ? (
        <QueryStates query={query} failed={t.loadFailed} />
      ) : query.data.items.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <>
          <ul className="request-grid" aria-label={t.listLabel}>
            {query.data.items.map((request) => (
              <li key={request.requestId}>
                <RequestCard request={request} mine />
              </li>
            ))}
          </ul>
          <Pager
            page={query.data.page}
            totalPages={query.data.totalPages}
            label={t.pagination}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
