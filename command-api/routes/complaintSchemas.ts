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
import { complaintTexts } from './messages/complaintTexts.ts';

/** An optional reference: absent, null or '' mean none; otherwise an id. */
const reference = z
  .string({ error: complaintTexts.referenceInvalid })
  .trim()
  .max(ID_MAX_LENGTH, complaintTexts.referenceInvalid)
  .refine((value) => value === '' || ID_PATTERN.test(value), complaintTexts.referenceInvalid)
  .nullish()
  .transform((value) => value || null);

export const complaintIdParams = z.object({ id: idSchema(complaintTexts.notFound) }).strict();

export const fileComplaintBody = z
  .object({
    type: z.enum(COMPLAINT_TYPES, { error: complaintTexts.typeInvalid }),
    subject: requiredText(complaintTexts.subjectRequired, COMPLAINT_SUBJECT_MAX),
    description: requiredText(complaintTexts.descriptionRequired, COMPLAINT_DESCRIPTION_MAX),
    clipId: reference,
    purchaseId: reference,
  })
  .strict();

export const complaintResponseBody = z
  .object({ response: requiredText(complaintTexts.responseRequired, COMPLAINT_RESPONSE_MAX) })
  .strict();

export const complaintPriorityBody = z
  .object({ priority: z.enum(COMPLAINT_PRIORITIES, { error: complaintTexts.priorityInvalid }) })
  .strict();
