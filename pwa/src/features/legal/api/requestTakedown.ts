/** POST /takedown-requests: a person in a clip asks for a blur or removal, with or without an account. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import {
  CLIP_REFERENCE_MAX,
  CONTACT_NAME_MAX,
  GUEST_REQUEST_TEXT_MAX,
  TAKEDOWN_REQUESTER_ROLES,
  TAKEDOWN_TARGETS,
} from '../../../lib/constants.ts';
import { takedown as t } from '../legalTexts.ts';

/** The form's schema: the server's checks with the same limits (the server words the rest). */
export const takedownFormSchema = z.object({
  clipReference: z
    .string()
    .trim()
    .min(1, t.validation.clipReference)
    .max(CLIP_REFERENCE_MAX, t.validation.clipReference),
  role: z.enum(TAKEDOWN_REQUESTER_ROLES, { error: t.validation.role }),
  targets: z.array(z.enum(TAKEDOWN_TARGETS)).min(1, t.validation.targets),
  details: z.string().trim().min(1, t.validation.details).max(GUEST_REQUEST_TEXT_MAX, t.validation.details),
  name: z.string().trim().min(1, t.validation.name).max(CONTACT_NAME_MAX, t.validation.name),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: t.validation.email })),
  phone: z.string().trim().max(20, t.validation.phone),
  declaration: z.literal(true, { error: t.validation.declaration }),
});
export type TakedownFormInput = z.input<typeof takedownFormSchema>;
export type TakedownFormValues = z.output<typeof takedownFormSchema>;

const answerSchema = z.object({ requestId: z.string(), clipId: z.string(), status: z.string() });

export function requestTakedown({ phone, ...values }: TakedownFormValues) {
  return apiRequest('/takedown-requests', {
    method: 'POST',
    body: { ...values, ...(phone ? { phone } : {}) },
    schema: answerSchema,
    anonymous: true,
  });
}

export const useRequestTakedown = () => useMutation({ mutationFn: requestTakedown });
