import { z } from 'zod';
import { CATEGORIES, CLIP_STATUSES, VIDEO_CONTAINERS, VEHICLE_TYPES } from '../constants.ts';
import { satangSchema } from '../satangSchema.ts';

export const categorySchema = z.enum(CATEGORIES);
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const clipStatusSchema = z.enum(CLIP_STATUSES);

export const clipLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  province: z.string(),
  district: z.string(),
  subDistrict: z.string(),
  address: z.string(),
});

/** The original file, stored byte for byte (it is evidence), and what was read from it. */
export const clipFileSchema = z.object({
  /** Where the original lives in the file store (infra decides the layout). */
  storageKey: z.string(),
  /** SHA-256 of the original bytes, lower-case hex: the fingerprint shown to sellers and buyers. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeBytes: z.number().int().nonnegative(),
  container: z.enum(VIDEO_CONTAINERS),
  durationSeconds: z.number().nonnegative(),
});

/** Cover and preview images, re-encoded (WebP + JPEG) under these image ids. */
export const clipImagesSchema = z.object({
  cover: z.string().nullable(),
  previews: z.array(z.string()),
});

/** The seller's five consent flags (all true), when and under which terms version. */
export const clipConsentSchema = z.object({
  flags: z.record(z.string(), z.literal(true)),
  acceptedAt: z.string(),
  termsVersion: z.string(),
});

export const clipUploadedSchema = z.object({
  clipId: z.string(),
  sellerId: z.string(),
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  vehicleType: vehicleTypeSchema,
  priceSatang: satangSchema(z.number().int()),
  tags: z.array(z.string()),
  incidentDate: z.string(),
  incidentTime: z.string(),
  location: clipLocationSchema,
  /** Null only for clips recorded before files were kept (schema version 1). */
  file: clipFileSchema.nullable(),
  images: clipImagesSchema,
  consent: clipConsentSchema.nullable(),
  /** Another seller's clip with the same fingerprint: shown on the review queue as possibly not theirs. */
  sameFileAs: z.object({ clipId: z.string(), sellerId: z.string() }).nullable(),
  /**
   * The incident moment the watermarked preview is made around, in seconds from the start (0.1 s
   * steps; the middle of the clip when the seller marked none). Absent in clips recorded before
   * previews: those are made around the middle of the clip (`previewMomentOf`).
   */
  previewMomentSeconds: z.number().nonnegative().optional(),
  /**
   * The footage request the clip answers (issue 22: "ส่งคลิปให้คำขอนี้"); absent for a clip that
   * answers none (and in every clip recorded before requests).
   */
  requestId: z.string().optional(),
  /**
   * With `requestId`: the request's maxPriceSatang when the clip was sent for it, the most the clip
   * may be priced at (now and in later edits) instead of PRICE_MAX_BAHT.
   */
  requestMaxPriceSatang: satangSchema(z.number().int()).optional(),
  uploadedAt: z.string(),
});

/** Version 1 (the walking skeleton) had no file, images, consent or duplicate flag. */
export function upcastClipUploadedV1(data: unknown): unknown {
  return {
    file: null,
    images: { cover: null, previews: [] },
    consent: null,
    sameFileAs: null,
    ...(data as object),
  };
}

export const clipApprovedSchema = z.object({ clipId: z.string(), approvedAt: z.string() });
export const clipRejectedSchema = z.object({
  clipId: z.string(),
  reason: z.string(),
  rejectedAt: z.string(),
});

/**
 * A rejected clip sent back for a new review by its seller, after fixing what the rejection named
 * (the fixes are a ClipEdited just before it on the stream): the clip is pending again.
 */
export const clipResubmittedSchema = z.object({
  clipId: z.string(),
  sellerId: z.string(),
  resubmittedAt: z.string(),
});

/** Who changed a clip: its seller (pending clips, or title/description/price once approved) or an admin. */
export const clipEditorSchema = z.enum(['seller', 'admin']);

export const clipChangesSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    category: categorySchema,
    vehicleType: vehicleTypeSchema,
    priceSatang: satangSchema(z.number().int()),
    tags: z.array(z.string()),
    incidentDate: z.string(),
    incidentTime: z.string(),
    location: clipLocationSchema,
    /** The incident moment moved: the preview is made again around it. */
    previewMomentSeconds: z.number().nonnegative(),
  })
  .partial();

/**
 * The fields of a clip an edit may change (ClipEdited's `changes`): what the seller entered at
 * upload, but the file. Who may change which, and when, is the decider's (editClip.ts); the
 * catalogue, the search index and the audit follow every one of them.
 */
export const CLIP_EDITABLE_FIELDS = Object.keys(clipChangesSchema.shape) as readonly ClipEditableField[];
export type ClipEditableField = keyof z.infer<typeof clipChangesSchema>;

export const clipEditedSchema = z.object({
  clipId: z.string(),
  /** The clip's seller, whose key seals the changes; absent in edits recorded before sealing. */
  sellerId: z.string().optional(),
  by: clipEditorSchema,
  changes: clipChangesSchema,
  editedAt: z.string(),
});
export const clipDeletedSchema = z.object({
  clipId: z.string(),
  by: clipEditorSchema,
  deletedAt: z.string(),
});
export const clipExpiredSchema = z.object({ clipId: z.string(), expiredAt: z.string() });

/**
 * The watermarked preview of a clip was made around `momentSeconds` (the clip's current moment):
 * the part `fromSeconds`–`toSeconds` of the original, `width`×`height`, `bytes` long, `sha256`.
 */
export const clipPreviewMadeSchema = z.object({
  clipId: z.string(),
  momentSeconds: z.number().nonnegative(),
  fromSeconds: z.number().nonnegative(),
  toSeconds: z.number().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  madeAt: z.string(),
});
/** Making the preview around `momentSeconds` failed for good (after its retries); `reason` is for admins. */
export const clipPreviewFailedSchema = z.object({
  clipId: z.string(),
  momentSeconds: z.number().nonnegative(),
  reason: z.string(),
  failedAt: z.string(),
});

/** The moment a clip's preview is made around: the seller's, else the middle (clips from before previews). */
export function previewMomentOf(data: Pick<ClipUploaded['data'], 'previewMomentSeconds' | 'file'>): number {
  return data.previewMomentSeconds ?? middleOf(data.file?.durationSeconds ?? 0);
}

/** The middle of a clip, on the 0.1 s grid moments are given in. */
export const middleOf = (durationSeconds: number) => Math.floor(durationSeconds * 5) / 10;

export type ClipLocation = z.infer<typeof clipLocationSchema>;
export type ClipFile = z.infer<typeof clipFileSchema>;
export type ClipImages = z.infer<typeof clipImagesSchema>;
export type ClipConsent = z.infer<typeof clipConsentSchema>;
export type ClipChanges = z.infer<typeof clipChangesSchema>;
export type ClipUploaded = { type: 'ClipUploaded'; data: z.infer<typeof clipUploadedSchema> };
export type ClipApproved = { type: 'ClipApproved'; data: z.infer<typeof clipApprovedSchema> };
export type ClipRejected = { type: 'ClipRejected'; data: z.infer<typeof clipRejectedSchema> };
export type ClipResubmitted = { type: 'ClipResubmitted'; data: z.infer<typeof clipResubmittedSchema> };
export type ClipEdited = { type: 'ClipEdited'; data: z.infer<typeof clipEditedSchema> };
export type ClipDeleted = { type: 'ClipDeleted'; data: z.infer<typeof clipDeletedSchema> };
export type ClipExpired = { type: 'ClipExpired'; data: z.infer<typeof clipExpiredSchema> };
export type ClipPreviewMade = { type: 'ClipPreviewMade'; data: z.infer<typeof clipPreviewMadeSchema> };
export type ClipPreviewFailed = { type: 'ClipPreviewFailed'; data: z.infer<typeof clipPreviewFailedSchema> };
export type ClipEvent =
  | ClipUploaded
  | ClipApproved
  | ClipRejected
  | ClipResubmitted
  | ClipEdited
  | ClipDeleted
  | ClipExpired
  | ClipPreviewMade
  | ClipPreviewFailed;

/** Views live in their own stream per clip (`views-{clipId}`), so the clip stream stays short. */
export const clipViewedSchema = z.object({
  clipId: z.string(),
  /** A keyed hash of the viewer (account or address): counts once per viewer per clip per day. */
  viewerKey: z.string(),
  /** The Bangkok calendar day, YYYY-MM-DD. */
  day: z.string(),
});
export type ClipViewed = { type: 'ClipViewed'; data: z.infer<typeof clipViewedSchema> };

/**
 * The seller's own words about a clip and the exact pin are personal data (PDPA; DESIGN.md §3),
 * sealed with the seller's key (`sellerId`); category, price, date and the province, district and
 * sub-district stay readable. Once the seller is erased they read as '' (texts), [] (tags) and 0
 * (the pin).
 */
const clipTextFields = ['title', 'description', 'tags', 'location.lat', 'location.lng', 'location.address'];
export const clipPersonalFields = {
  ClipUploaded: clipTextFields,
  ClipEdited: clipTextFields.map((field) => `changes.${field}`),
} as const satisfies Partial<Record<ClipEvent['type'], readonly string[]>>;
export const clipPersonalDataOwners = {
  ClipUploaded: 'sellerId',
  ClipEdited: 'sellerId',
} as const satisfies Partial<Record<ClipEvent['type'], string>>;
