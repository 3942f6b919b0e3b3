import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Modal } from '../../../components/Modal.tsx';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { adminCommon } from './adminSharedTexts.ts';

type TextInput = { text: string };

interface TextConfirmDialogProps {
  title: string;
  /** The question, and anything the admin should know before confirming. */
  children: ReactNode;
  /** The one text the action needs (a reason, a reference), validated before anything is sent. */
  schema: z.ZodType<TextInput, TextInput>;
  label: string;
  multiline?: boolean;
  confirmText: string;
  busyText: string;
  /** Why the last try failed (the server's Thai message); the dialog stays open. */
  failure: string | null;
  /** Throw an Error with a Thai message to keep the dialog open and show it. */
  onConfirm: (text: string) => Promise<void>;
  onClose: () => void;
}

/** A confirmation that also asks for one text: refund (reason), transfer (reference), failed payout. */
export function TextConfirmDialog({
  title,
  children,
  schema,
  label,
  multiline = false,
  confirmText,
  busyText,
  failure,
  onConfirm,
  onClose,
}: TextConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <Form<TextInput, TextInput>
        schema={schema}
        defaultValues={{ text: '' }}
        onSubmit={(values) => onConfirm(values.text)}
        label={title}
      >
        {multiline ? (
          <TextAreaField<TextInput> name="text" label={label} rows={3} />
        ) : (
          <TextField<TextInput> name="text" label={label} autoComplete="off" />
        )}
        {failure && (
          <p className="error-text" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton busyText={busyText}>{confirmText}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          {adminCommon.cancel}
        </button>
      </Form>
    </Modal>
  );
}
