import { z } from 'zod';
import {
  CLIP_REFERENCE_MAX,
  CONTACT_NAME_MAX,
  GUEST_REQUEST_TEXT_MAX,
  ID_MAX_LENGTH,
  TAKEDOWN_REQUESTER_ROLES,
  TAKEDOWN_TARGETS,
} from '../../events/constants.ts';
import { ID_PATTERN, requiredText } from '../../infra/http/inputSchemas.ts';
import { emailField, phoneField } from './accountSchemas.ts';
import { guestRequestTexts as t } from './messages/guestRequestTexts.ts';

/** `/video/{id}` anywhere in a pasted link (any host: a link shared from another device is fine). */
const VIDEO_PATH = /\/video\/([A-Za-z0-9_-]+)/;

/** The clip id in a pasted link or id, or null when there is none. */
export function clipIdFromReference(reference: string): string | null {
  const value = reference.trim();
  const id = ID_PATTERN.test(value) ? value : (VIDEO_PATH.exec(value)?.[1] ?? null);
  return id !== null && id.length <= ID_MAX_LENGTH ? id : null;
}

/** POST /takedown-requests: a person in a clip asks for a blur or removal (issue 17, /takedown). */
export const takedownRequestBody = z
  .object({
    clipReference: requiredText(t.clipReferenceInvalid, CLIP_REFERENCE_MAX).refine(
      (value) => clipIdFromReference(value) !== null,
      t.clipReferenceInvalid,
    ),
    role: z.enum(TAKEDOWN_REQUESTER_ROLES, { error: t.roleInvalid }),
    targets: z
      .array(z.enum(TAKEDOWN_TARGETS, { error: t.targetsRequired }), { error: t.targetsRequired })
      .min(1, t.targetsRequired)
      .max(TAKEDOWN_TARGETS.length, t.targetsRequired)
      .transform((chosen) => TAKEDOWN_TARGETS.filter((target) => chosen.includes(target))),
    details: requiredText(t.takedownDetails, GUEST_REQUEST_TEXT_MAX),
    name: requiredText(t.contactName, CONTACT_NAME_MAX),
    email: emailField,
    phone: phoneField.optional(),
    declaration: z.literal(true, { error: t.declarationRequired }),
  })
  .strict();

/** POST /contact-messages: the about page's contact form, from anyone. */
export const contactMessageBody = z
  .object({
    name: requiredText(t.contactName, CONTACT_NAME_MAX),
    email: emailField,
    phone: phoneField.optional(),
    message: requiredText(t.contactMessage, GUEST_REQUEST_TEXT_MAX),
  })
  .strict();
