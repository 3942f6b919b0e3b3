/**
 * What a purchase's printable document (the receipt, the tax invoice) shows while it loads, when it
 * cannot be shown (not this account's, not paid yet, a failed request), and the way back to the
 * purchases tab; the document itself is the caller's.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/apiClient.ts';
import { common, errors } from '../../../lib/texts.ts';

/** A document's own words for the states around it. */
export interface PurchaseDocumentTexts {
  back: string;
  notFound: string;
  notFoundBody: string;
  notPaid: string;
  loadFailed: string;
}

export function PurchaseDocumentPage<T>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: PurchaseDocumentTexts;
  children: (document: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <section className="state-screen" aria-busy="true">
        <p className="muted">{common.loading}</p>
      </section>
    );
  }
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && (error.status === 404 || error.status === 403))
      return <DocumentState texts={texts} title={texts.notFound} body={texts.notFoundBody} />;
    if (isApiError(error) && error.status === 409)
      return <DocumentState texts={texts} title={texts.notPaid} body={error.message} />;
    return (
      <DocumentState
        texts={texts}
        title={texts.loadFailed}
        body={isApiError(error) ? error.message : errors.fetchFailed}
      >
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {common.retry}
        </button>
      </DocumentState>
    );
  }
  return children(query.data);
}

function DocumentState({
  texts,
  title,
  body,
  children,
}: {
  texts: PurchaseDocumentTexts;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="state-screen" role="alert">
      <h1>{title}</h1>
      <p className="muted">{body}</p>
      {children}
      <BackToPurchases label={texts.back} />
    </section>
  );
}

export function BackToPurchases({ label }: { label: string }) {
  return (
    <Link to="/profile" search={{ tab: 'purchases' }} className="button button--ghost">
      {label}
    </Link>
  );
}
