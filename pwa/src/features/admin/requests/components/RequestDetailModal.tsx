import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatBaht, formatThaiDate } from '../../../../lib/format.ts';
import { vehicleTypeLabel } from '../../../../lib/labels.ts';
import { AdminDetailModal } from '../../shared/AdminDetailModal.tsx';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { TextConfirmDialog } from '../../shared/TextConfirmDialog.tsx';
import { useAdminAction } from '../../shared/useAdminAction.ts';
import { adminRequests as t } from '../adminRequestsTexts.ts';
import { requestStatusBadge, requestStatusLabel } from '../requestLabels.ts';
import {
  adminRequestKeys,
  adminRequestQueryOptions,
  removalReasonSchema,
  removeRequest,
  type AdminRequest,
} from '../api/adminRequests.ts';

/** A request's details for the admin (requester, reports, place, time, offer) and its history. */
export function RequestDetailModal({
  request,
  onRemove,
  onClose,
}: {
  request: AdminRequest;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { place, when } = request;
  // The list counts the reports; the request itself says what each reporter wrote.
  const detail = useQuery({
    ...adminRequestQueryOptions(request.requestId),
    enabled: request.reportCount > 0,
  });
  const reports = detail.data?.reports ?? request.reports;
  return (
    <AdminDetailModal
      title={t.detailTitle(request.title)}
      entity={{ type: 'request', id: request.requestId }}
      onClose={onClose}
      actions={
        <>
          <Link
            to="/requests/$requestId"
            params={{ requestId: request.requestId }}
            className="button button--ghost"
          >
            {t.viewPublic}
          </Link>
          {request.status !== 'removed' && (
            <button type="button" className="button button--danger" onClick={onRemove}>
              {t.remove}
            </button>
          )}
        </>
      }
    >
      <dl className="admin-details">
        <dt>{t.requester}</dt>
        <dd>
          {request.requester.displayName}
          {request.requester.email && <div>{request.requester.email}</div>}
          {request.requester.uid && <div className="muted">{request.requester.uid}</div>}
        </dd>
        <dt>{t.status}</dt>
        <dd>
          <span className={requestStatusBadge(request.status)}>{requestStatusLabel(request.status)}</span>
        </dd>
        <dt>{t.description}</dt>
        <dd className="admin-requests__text">{request.description}</dd>
        <dt>{t.place}</dt>
        <dd>
          {[place.address, place.subDistrict, place.district, place.province].filter(Boolean).join(' ')}
          <div className="muted">
            {place.lat}, {place.lng} · {t.radius} {place.radiusM.toLocaleString('th-TH')} ม.
          </div>
        </dd>
        <dt>{t.when}</dt>
        <dd>
          {when.incidentDate && formatThaiDate(when.incidentDate)} {t.window(when.timeFrom, when.timeTo)}
        </dd>
        <dt>{t.vehicles}</dt>
        <dd>{request.vehicleTypes.map(vehicleTypeLabel).join(', ') || adminCommon.none}</dd>
        <dt>{t.maxPrice}</dt>
        <dd>{formatBaht(request.maxPrice)}</dd>
        <dt>{t.matches}</dt>
        <dd>{request.matchCount.toLocaleString('th-TH')}</dd>
        <dt>{t.openedAt}</dt>
        <dd>{request.openedAt && formatThaiDate(request.openedAt)}</dd>
        <dt>{t.expiresAt}</dt>
        <dd>{request.expiresAt && formatThaiDate(request.expiresAt)}</dd>
        <dt>{t.reports}</dt>
        <dd>{request.reportCount > 0 ? t.reportCount(request.reportCount) : adminCommon.none}</dd>
        {request.reportCount > 0 && (
          <>
            <dt>{t.reportReasons}</dt>
            <dd>
              {detail.isPending && <span className="muted">{t.reportsLoading}</span>}
              <ul className="admin-requests__reports">
                {reports.map((report, index) => (
                  <li key={`${report.reportedAt}-${index}`}>
                    {report.reason}
                    {report.reportedAt && (
                      <span className="muted"> · {formatThaiDate(report.reportedAt, 'short')}</span>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {request.removalReason && (
          <>
            <dt>{t.removalReason}</dt>
            <dd className="admin-requests__text">{request.removalReason}</dd>
          </>
        )}
      </dl>
    </AdminDetailModal>
  );
}

/** Removal asks for the reason the requester will read; a failure keeps the dialog open and says why. */
export function RemoveRequestDialog({ request, onClose }: { request: AdminRequest; onClose: () => void }) {
  const action = useAdminAction(removeRequest, [adminRequestKeys.all]);
  return (
    <TextConfirmDialog
      title={t.removeTitle}
      schema={removalReasonSchema(t)}
      label={t.reasonLabel}
      multiline
      confirmText={t.confirmRemove}
      busyText={t.removing}
      failure={action.failure}
      onConfirm={async (reason) => {
        if (await action.perform({ requestId: request.requestId, reason }, t.removed, t.removeFailed))
          onClose();
      }}
      onClose={onClose}
    >
      <p>
        <strong>{request.title}</strong>
      </p>
      <p className="muted">{t.removeQuestion}</p>
    </TextConfirmDialog>
  );
}
