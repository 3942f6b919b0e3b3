import { useId, useState } from 'react';
import { COMPLAINT_PRIORITIES } from '../../../../lib/constants.ts';
import { Form, SubmitButton, TextAreaField } from '../../../../lib/form.tsx';
import { formatThaiDate, formatTime } from '../../../../lib/format.ts';
import { adminCommon, adminHistory } from '../../shared/adminSharedTexts.ts';
import { adminComplaints as t } from '../adminComplaintsTexts.ts';
import { AdminDetailModal } from '../../shared/AdminDetailModal.tsx';
import { useAdminAction } from '../../shared/useAdminAction.ts';
import {
  adminComplaintKeys,
  complaintResponseSchema,
  runComplaintAction,
  type AdminComplaint,
  type ComplaintPriority,
  type ComplaintResponseInput,
} from '../api/adminComplaints.ts';
import {
  complaintPriorityBadge,
  complaintPriorityLabel,
  complaintStatusBadge,
  complaintStatusLabel,
  complaintTypeLabel,
} from '../complaintLabels.ts';

/** What the popup shows under the details: nothing more, or the resolve / reject response form. */
export type DetailMode = 'view' | 'resolve' | 'reject';

interface ComplaintDetailModalProps {
  complaint: AdminComplaint;
  mode: DetailMode;
  onModeChange: (mode: DetailMode) => void;
  onClose: () => void;
}

const stillOpen = (complaint: AdminComplaint) =>
  complaint.status === 'open' || complaint.status === 'in_progress';

/**
 * A complaint's details (admin spec §2: id, reporter, subject, description, type, priority,
 * status, date, the admin response) and history, with the admin's actions: take in progress,
 * change the priority, resolve or reject with a response the reporter reads. Rejecting asks the
 * spec's question (§5). A failure says why, in Thai.
 */
export function ComplaintDetailModal({ complaint, mode, onModeChange, onClose }: ComplaintDetailModalProps) {
  const priorityId = useId();
  const action = useAdminAction(runComplaintAction, [adminComplaintKeys.all]);
  const [priority, setPriority] = useState<ComplaintPriority>(complaint.priority);
  const open = stillOpen(complaint);
  const answering = open && mode !== 'view';

  const respond = async ({ response }: { response: string }) => {
    const kind = mode === 'reject' ? 'reject' : 'resolve';
    const done = await action.perform(
      { kind, id: complaint._id, response },
      kind === 'reject' ? t.rejected : t.resolved,
      kind === 'reject' ? t.rejectFailed : t.resolveFailed,
    );
    if (done) onClose();
  };

  const reporter = complaint.reporter.displayName || adminHistory.erasedPerson;

  return (
    <AdminDetailModal
      title={t.detailTitle(complaint.id || complaint._id)}
      entity={{ type: 'complaint', id: complaint._id }}
      onClose={onClose}
      actions={
        open &&
        !answering && (
          <>
            {complaint.status === 'open' && (
              <button
                type="button"
                className="button button--ghost"
                disabled={action.busy}
                onClick={() =>
                  void action.perform(
                    { kind: 'in-progress', id: complaint._id },
                    t.tookInProgress,
                    t.takeFailed,
                  )
                }
              >
                {t.takeInProgress}
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={action.busy}
              onClick={() => {
                action.reset();
                onModeChange('resolve');
              }}
            >
              {t.resolve}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={action.busy}
              onClick={() => {
                action.reset();
                onModeChange('reject');
              }}
            >
              {t.reject}
            </button>
          </>
        )
      }
    >
      <dl className="admin-details">
        <dt>{t.id}</dt>
        <dd>{complaint.id}</dd>
        <dt>{t.reporter}</dt>
        <dd>
          {reporter}
          {complaint.reporter.email && <span className="muted"> ({complaint.reporter.email})</span>}
        </dd>
        <dt>{t.subject}</dt>
        <dd>{complaint.subject}</dd>
        <dt>{t.description}</dt>
        <dd className="admin-complaints__response">{complaint.description}</dd>
        <dt>{t.type}</dt>
        <dd>
          <span className="badge">{complaintTypeLabel(complaint.type)}</span>
        </dd>
        <dt>{t.priority}</dt>
        <dd>
          <span className={complaintPriorityBadge(complaint.priority)}>
            {complaintPriorityLabel(complaint.priority)}
          </span>
        </dd>
        <dt>{t.status}</dt>
        <dd>
          <span className={complaintStatusBadge(complaint.status)}>
            {complaintStatusLabel(complaint.status)}
          </span>
        </dd>
        <dt>{t.date}</dt>
        <dd>
          {complaint.createdAt &&
            `${formatThaiDate(complaint.createdAt)} ${formatTime(complaint.createdAt)} น.`}
        </dd>
        {complaint.adminResponse && (
          <>
            <dt>{t.response}</dt>
            <dd className="admin-complaints__response">{complaint.adminResponse}</dd>
          </>
        )}
      </dl>

      {open && !answering && (
        <div className="admin-complaints__priority">
          <div className="field">
            <label htmlFor={priorityId}>{t.priority}</label>
            <select
              id={priorityId}
              value={priority}
              onChange={(event) => setPriority(event.target.value as ComplaintPriority)}
            >
              {COMPLAINT_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {complaintPriorityLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--ghost"
            disabled={action.busy || priority === complaint.priority}
            onClick={() =>
              void action.perform(
                { kind: 'priority', id: complaint._id, priority },
                t.priorityChanged,
                t.priorityFailed,
              )
            }
          >
            {t.changePriority}
          </button>
        </div>
      )}

      {answering && (
        <div className="admin-complaints__form">
          <p>{mode === 'reject' ? t.rejectQuestion : t.resolveQuestion}</p>
          <Form<ComplaintResponseInput, { response: string }>
            schema={complaintResponseSchema}
            defaultValues={{ response: '' }}
            onSubmit={respond}
            label={t.responseForm}
          >
            <TextAreaField<ComplaintResponseInput> name="response" label={t.responseLabel} rows={4} />
            <div className="modal__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  action.reset();
                  onModeChange('view');
                }}
              >
                {adminCommon.cancel}
              </button>
              <SubmitButton busyText={t.saving}>
                {mode === 'reject' ? t.confirmReject : t.confirmResolve}
              </SubmitButton>
            </div>
          </Form>
        </div>
      )}

      {action.failure && (
        <p className="error-text" role="alert">
          {action.failure}
        </p>
      )}
    </AdminDetailModal>
  );
}
