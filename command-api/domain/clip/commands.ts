import type {
  ClipChanges,
  ClipConsent,
  ClipFile,
  ClipImages,
  ClipLocation,
} from '../../../events/clip/clipEvents.ts';
import type { CATEGORIES, VEHICLE_TYPES } from '../../../events/constants.ts';
import type { Satang } from '../../../events/money.ts';

/** Time comes in through the command, never from the clock inside the decider. */
interface CommandMetadata {
  now: string;
}

/** Who asks for a change to a clip: its seller (checked against the clip) or an admin. */
export type ClipActor = { role: 'seller'; id: string } | { role: 'admin'; id: string };

export interface UploadClip extends CommandMetadata {
  type: 'UploadClip';
  clipId: string;
  sellerId: string;
  title: string;
  description: string;
  category: (typeof CATEGORIES)[number];
  vehicleType: (typeof VEHICLE_TYPES)[number];
  priceSatang: Satang;
  tags: string[];
  incidentDate: string;
  incidentTime: string;
  location: ClipLocation;
  file: ClipFile | null;
  images: ClipImages;
  consent: ClipConsent | null;
  sameFileAs: { clipId: string; sellerId: string } | null;
  /** The incident moment the seller marked (seconds from the start); the middle of the clip when absent. */
  previewMomentSeconds?: number;
  /**
   * The open footage request the clip is sent for (issue 22), as the handler found it: the clip may
   * be priced up to its maxPriceSatang instead of PRICE_MAX_BAHT.
   */
  answersRequest?: AnsweredRequest;
}

/** A footage request a clip answers, and the most the requester will pay. */
export interface AnsweredRequest {
  requestId: string;
  maxPriceSatang: Satang;
}

export interface ApproveClip extends CommandMetadata {
  type: 'ApproveClip';
  clipId: string;
}

export interface RejectClip extends CommandMetadata {
  type: 'RejectClip';
  clipId: string;
  reason: string;
}

export interface EditClip extends CommandMetadata {
  type: 'EditClip';
  clipId: string;
  by: ClipActor;
  changes: ClipChanges;
}

/**
 * The seller sends a rejected clip back for a new review, with the fixes the rejection asked for
 * (any field of the upload form but the file; none is fine when the reason was elsewhere).
 */
export interface ResubmitClip extends CommandMetadata {
  type: 'ResubmitClip';
  clipId: string;
  sellerId: string;
  changes: ClipChanges;
}

export interface DeleteClip extends CommandMetadata {
  type: 'DeleteClip';
  clipId: string;
  by: ClipActor;
}

/** Sent by the listing-expiry schedule; the lifetime is configuration, so it comes with the command. */
export interface ExpireClip extends CommandMetadata {
  type: 'ExpireClip';
  clipId: string;
  lifetimeDays: number;
}

/** The preview worker made the watermarked preview around `momentSeconds` (issue 21). */
export interface RecordClipPreview extends CommandMetadata {
  type: 'RecordClipPreview';
  clipId: string;
  momentSeconds: number;
  fromSeconds: number;
  toSeconds: number;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

/** The preview worker gave up making the preview around `momentSeconds`, after its retries. */
export interface RecordClipPreviewFailure extends CommandMetadata {
  type: 'RecordClipPreviewFailure';
  clipId: string;
  momentSeconds: number;
  reason: string;
}

export type ClipCommand =
  | UploadClip
  | ApproveClip
  | RejectClip
  | EditClip
  | ResubmitClip
  | DeleteClip
  | ExpireClip
  | RecordClipPreview
  | RecordClipPreviewFailure;
