/** POST /contact-messages: the contact form's message reaches the support team's queue. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { CONTACT_NAME_MAX, GUEST_REQUEST_TEXT_MAX } from '../../../lib/constants.ts';
import { about } from '../aboutTexts.ts';

const t = about.form.validation;

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, t.name).max(CONTACT_NAME_MAX, t.name),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: t.email })),
  message: z.string().trim().min(1, t.message).max(GUEST_REQUEST_TEXT_MAX, t.message),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

const answerSchema = z.object({ requestId: z.string(), status: z.string() });

export const sendContactMessage = (body: ContactFormValues) =>
  apiRequest('/contact-messages', { method: 'POST', body, schema: answerSchema, anonymous: true });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
