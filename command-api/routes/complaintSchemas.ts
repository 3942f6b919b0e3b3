import { z } from 'zod';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_PRIORITIES,
  COMPLAINT_RESPONSE_MAX,
  COMPLAINT_SUBJECT_MAX,
  COMPLAINT_TYPES,
  ID_MAX_LENGTH,
} from '../../events/constants.ts';
import { ID_PATTERN, idSchema, requiredText } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';

/** An optional reference: absent, null or '' mean none; otherwise an id. */
const reference = z
  .string({ error: th.complaint.referenceInvalid })
  .trim()
  .max(ID_MAX_LENGTH, th.complaint.referenceInvalid)
  .refine((value) => value === '' || ID_PATTERN.test(value), th.complaint.referenceInvalid)
  .nullish()
  .transform((value) => value || null);

export const complaintIdParams = z.object({ id: idSchema(th.complaint.notFound) }).strict();

export const fileComplaintBody = z
  .object({
    type: z.enum(COMPLAINT_TYPES, { error: th.complaint.typeInvalid }),
    subject: requiredText(th.complaint.subjectRequired, COMPLAINT_SUBJECT_MAX),
    description: requiredText(th.complaint.descriptionRequired, COMPLAINT_DESCRIPTION_MAX),
    clipId: reference,
    purchaseId: reference,
  })
  .strict();

export const complaintResponseBody = z
  .object({ response: requiredText(th.complaint.responseRequired, COMPLAINT_RESPONSE_MAX) })
  .strict();

export const complaintPriorityBody = z
  .object({ priority: z.enum(COMPLAINT_PRIORITIES, { error: th.complaint.priorityInvalid }) })
  .strict();
