/**
 * The buyer's request for a full tax invoice: whom to make it out to. The tax id's check digit is
 * checked here as on the server; a refusal keeps the popup open with the server's Thai message.
 */
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/Modal.tsx';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { common } from '../../../lib/texts.ts';
import { taxInvoiceRequest as t } from '../taxInvoiceTexts.ts';
import {
  askedTaxInvoiceDetailsOptions,
  emptyTaxInvoiceForm,
  taxInvoiceFormSchema,
  useRequestTaxInvoice,
  type TaxInvoiceDetails,
  type TaxInvoiceFormInput,
} from '../api/requestTaxInvoice.ts';

interface TaxInvoiceFormModalProps {
  purchaseId: string;
  /** The details asked for before, when correcting them. */
  initial?: TaxInvoiceFormInput;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Correcting an invoice asked for before: the form opens with the details it carries now (read from
 * the invoice itself), so the buyer changes what was wrong rather than typing it all again. Until
 * they are read (or when they cannot be) the form opens empty.
 */
export function CorrectTaxInvoiceModal(props: Omit<TaxInvoiceFormModalProps, 'initial'>) {
  const asked = useQuery(askedTaxInvoiceDetailsOptions(props.purchaseId));
  if (asked.isPending) {
    return (
      <Modal title={t.correctTitle} onClose={props.onClose} closeButton>
        <p className="muted" aria-busy="true">
          {common.loading}
        </p>
      </Modal>
    );
  }
  return <TaxInvoiceFormModal {...props} initial={asked.data ?? emptyTaxInvoiceForm} />;
}

export function TaxInvoiceFormModal({ purchaseId, initial, onDone, onClose }: TaxInvoiceFormModalProps) {
  const request = useRequestTaxInvoice(purchaseId);
  const title = initial ? t.correctTitle : t.formTitle;
  return (
    <Modal title={title} onClose={onClose} closeButton>
      <p className="muted small">{t.formIntro}</p>
      <Form<TaxInvoiceFormInput, TaxInvoiceDetails>
        schema={taxInvoiceFormSchema}
        defaultValues={initial ?? emptyTaxInvoiceForm}
        onSubmit={async (values) => {
          await request.mutateAsync(values);
          onDone();
        }}
        label={title}
      >
        <TextField<TaxInvoiceFormInput> name="name" label={t.fields.name} autoComplete="organization" />
        <TextField<TaxInvoiceFormInput>
          name="taxId"
          label={t.fields.taxId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
        />
        <TextField<TaxInvoiceFormInput>
          name="branch"
          label={t.fields.branch}
          hint={t.errors.branch}
          autoComplete="off"
        />
        <TextAreaField<TaxInvoiceFormInput> name="address" label={t.fields.address} />
        <SubmitButton busyText={t.submitting}>{t.submit}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {common.cancel}
        </button>
      </Form>
    </Modal>
  );
}
