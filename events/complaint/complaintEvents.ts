import { z } from 'zod';
import { COMPLAINT_PRIORITIES, COMPLAINT_TYPES } from '../constants.ts';

/**
 * Events of the `complaint-{id}` stream (DESIGN.md §3; spec admin §3 Complaint, §4). The subject and
 * description are the reporter's own words: personal data sealed with the reporter's key (`uid`).
 */
export const complaintTypeSchema = z.enum(COMPLAINT_TYPES);
export const complaintPrioritySchema = z.enum(COMPLAINT_PRIORITIES);

export const complaintFiledSchema = z.object({
  complaintId: z.string(),
  reporterId: z.string(),
  /** The reporter again: owner of the personal fields. */
  uid: z.string(),
  type: complaintTypeSchema,
  subject: z.string(),
  description: z.string(),
  clipId: z.string().nullable(),
  purchaseId: z.string().nullable(),
  /** Set by the type (COMPLAINT_PRIORITY_BY_TYPE); admins may change it. */
  priority: complaintPrioritySchema,
  filedAt: z.string(),
});

/** An admin took the complaint up (beyond the spec, which shows no interface for it). */
export const complaintInProgressSchema = z.object({
  complaintId: z.string(),
  reporterId: z.string(),
  by: z.string(),
  at: z.string(),
});

export const complaintPriorityChangedSchema = z.object({
  complaintId: z.string(),
  priority: complaintPrioritySchema,
  by: z.string(),
  at: z.string(),
});

/** The admin's answer, which the reporter reads. */
export const complaintResolvedSchema = z.object({
  complaintId: z.string(),
  reporterId: z.string(),
  response: z.string(),
  by: z.string(),
  resolvedAt: z.string(),
});

export const complaintRejectedSchema = z.object({
  complaintId: z.string(),
  reporterId: z.string(),
  response: z.string(),
  by: z.string(),
  rejectedAt: z.string(),
});

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type ComplaintType = z.infer<typeof complaintTypeSchema>;
export type ComplaintPriority = z.infer<typeof complaintPrioritySchema>;
export type ComplaintFiled = Event<'ComplaintFiled', typeof complaintFiledSchema>;
export type ComplaintInProgress = Event<'ComplaintInProgress', typeof complaintInProgressSchema>;
export type ComplaintPriorityChanged = Event<
  'ComplaintPriorityChanged',
  typeof complaintPriorityChangedSchema
>;
export type ComplaintResolved = Event<'ComplaintResolved', typeof complaintResolvedSchema>;
export type ComplaintRejected = Event<'ComplaintRejected', typeof complaintRejectedSchema>;
export type ComplaintEvent =
  ComplaintFiled | ComplaintInProgress | ComplaintPriorityChanged | ComplaintResolved | ComplaintRejected;

export const complaintPersonalFields = {
  ComplaintFiled: ['subject', 'description'],
  // The admin's answer speaks of the reporter's case: sealed with the reporter's key too.
  ComplaintResolved: ['response'],
  ComplaintRejected: ['response'],
} as const satisfies Partial<Record<ComplaintEvent['type'], readonly string[]>>;
export const complaintPersonalDataOwners = {
  ComplaintResolved: 'reporterId',
  ComplaintRejected: 'reporterId',
} as const satisfies Partial<Record<ComplaintEvent['type'], string>>;
