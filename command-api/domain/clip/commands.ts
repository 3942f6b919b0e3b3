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

export type ClipCommand =
  UploadClip | ApproveClip | RejectClip | EditClip | ResubmitClip | DeleteClip | ExpireClip;
