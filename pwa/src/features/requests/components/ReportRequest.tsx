import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { Form, SubmitButton, TextAreaField } from '../../../lib/form.tsx';
import { showNotice } from '../../../lib/notice.ts';
import { reportSchema, useReportRequest, type ReportInput } from '../api/requestActions.ts';
import { requestsTexts } from '../requestsTexts.ts';

const t = requestsTexts.report;

/** "รายงานคำขอนี้": a signed-in member other than the owner tells the admins why it should go. */
export function ReportRequest({ requestId }: { requestId: string }) {
  const [open, setOpen] = useState(false);
  const report = useReportRequest(requestId);
  return (
    <>
      <p className="request-report">
        {t.openIntro}{' '}
        <button type="button" className="button--link" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      </p>
      {open && (
        <Modal title={t.title} onClose={() => setOpen(false)}>
          <p className="muted">{t.intro}</p>
          <Form<ReportInput, ReportInput>
            schema={reportSchema}
            defaultValues={{ reason: '' }}
            label={t.title}
            onSubmit={async ({ reason }) => {
              await report.mutateAsync(reason);
              setOpen(false);
              showNotice(t.sent);
            }}
          >
            <TextAreaField<ReportInput> name="reason" label={t.reason} rows={3} />
            <SubmitButton busyText={t.sending}>{t.send}</SubmitButton>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => setOpen(false)}
            >
              {requestsTexts.common.cancel}
            </button>
          </Form>
        </Modal>
      )}
    </>
  );
}
