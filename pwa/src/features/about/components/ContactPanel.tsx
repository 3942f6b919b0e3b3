import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ContactDetails } from '../../../components/ContactDetails.tsx';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import { useSite } from '../../../lib/site.ts';
import { about } from '../aboutTexts.ts';
import {
  contactFormSchema,
  useSendContactMessage,
  type ContactFormInput,
  type ContactFormValues,
} from '../api/sendContactMessage.ts';

/** Contact details from configuration, and a form whose message reaches the support team. */
export function ContactPanel() {
  const site = useSite();
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="contact">
      <div>
        <p>{about.contactIntro}</p>
        <ContactDetails site={site} />
        <p>{about.reportIntro}</p>
        <div className="actions">
          <Link to="/profile" search={{ tab: 'complaints', report: true }} className="button button--ghost">
            {about.report}
          </Link>
          <Link to="/takedown" className="button button--ghost">
            {about.takedown}
          </Link>
        </div>
      </div>
      {sentTo === null ? (
        <Form<ContactFormInput, ContactFormValues>
          schema={contactFormSchema}
          defaultValues={{ name: '', email: '', message: '' }}
          label={about.form.label}
          onSubmit={async (values) => {
            await send.mutateAsync(values);
            setSentTo(values.email);
          }}
        >
          <TextField<ContactFormInput> name="name" label={about.form.name} autoComplete="name" />
          <TextField<ContactFormInput>
            name="email"
            label={about.form.email}
            type="email"
            autoComplete="email"
          />
          <TextAreaField<ContactFormInput> name="message" label={about.form.message} rows={4} />
          <SubmitButton busyText={about.form.sending}>{about.form.send}</SubmitButton>
        </Form>
      ) : (
        <div className="panel" role="status">
          <p>{about.form.sent(sentTo)}</p>
          <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
            {about.form.another}
          </button>
        </div>
      )}
    </div>
  );
}
