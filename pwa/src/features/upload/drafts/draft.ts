/** A seller's upload draft as it lives in IndexedDB: form fields, the video Blob and the covers. */

export const DRAFT_STATES = ['draft', 'queued', 'uploading', 'failed', 'done'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** The form's values as typed (strings, so a half-filled draft round-trips unchanged). */
export interface DraftFields {
  title: string;
  description: string;
  category: string;
  tags: string;
  eventDate: string;
  eventTime: string;
  price: string;
  provinceId: string;
  province: string;
  districtId: string;
  district: string;
  subDistrictId: string;
  subDistrict: string;
  vehicleType: string;
  latitude: string;
  longitude: string;
  address: string;
  /**
   * The incident moment the watermarked preview is cut around, in seconds as typed ('' or absent:
   * the middle of the clip). Absent in drafts saved before previews (issue 21).
   */
  previewMomentSeconds?: string;
}

export interface DraftVideo {
  blob: Blob;
  name: string;
  type: string;
  size: number;
  durationSeconds: number;
}

export interface DraftCovers {
  /** JPEG Blobs, never base64. */
  images: Blob[];
  times: number[];
  chosen: number;
  previewCount: number;
  /** Preview frames spread over the clip, previewCount of them once generated. */
  previews: Blob[];
}

/**
 * The footage request a clip is sent for (issue 22), as its page last showed it: kept with the
 * draft so an upload made offline, or later, still names it and keeps its price ceiling.
 */
export interface DraftRequest {
  requestId: string;
  /** '' until the request was read. */
  title: string;
  /** The most the requester will pay, in baht; null until the request was read. */
  maxPrice: number | null;
}

/** What the server answered for an accepted clip (kept on the receipt left after success). */
export interface UploadReceipt {
  videoId: string;
  sha256: string;
}

export interface Draft {
  id: string;
  ownerUid: string;
  fields: DraftFields;
  video: DraftVideo | null;
  covers: DraftCovers | null;
  /** The request the clip is sent for; absent in drafts from before requests, null for none. */
  request?: DraftRequest | null;
  state: DraftState;
  /** Percent 0–100 of the video sent over tus. */
  progress: number;
  /** Thai reason of the last failure. */
  error: string | null;
  /** The tus upload URL, so a reload resumes this draft's own upload. */
  tusUrl: string | null;
  /**
   * Every byte reached the server under tusUrl: a retry submits that upload again instead of
   * sending the video anew (the server answers a repeated submit with the same clip).
   */
  uploadFinished?: boolean;
  receipt: UploadReceipt | null;
  createdAt: number;
  updatedAt: number;
}

export const emptyFields: Required<DraftFields> = {
  title: '',
  description: '',
  category: '',
  tags: '',
  eventDate: '',
  eventTime: '',
  price: '',
  provinceId: '',
  province: '',
  districtId: '',
  district: '',
  subDistrictId: '',
  subDistrict: '',
  vehicleType: '',
  latitude: '',
  longitude: '',
  address: '',
  previewMomentSeconds: '',
};

export function newDraftId(): string {
  return crypto.randomUUID();
}
