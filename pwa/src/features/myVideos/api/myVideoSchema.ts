/**
 * A clip as its seller sees it (GET /users/videos): every state but deleted, with the rejection
 * reason and the state of its watermarked preview (with why it failed). Read leniently (`.catch` defaults): one odd field must not hide the seller's whole list.
 */
import { z } from 'zod';
import type { VideoStatus } from '../../../lib/constants.ts';
import { displayStatus } from '../../../lib/labels.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';
import { previewSummaryField } from '../../../lib/videoPreview.ts';

const text = lenientText;
const maybeText = lenientOptionalText;

export const myVideoSchema = z.object({
  _id: z.string().min(1),
  title: text,
  description: text,
  category: text,
  vehicleType: text,
  price: z.number().catch(0),
  /** Sent for a footage request (issue 22): the most its price may be, the requester's price. */
  requestMaxPrice: z.number().nullish().catch(null),
  thumbnail: maybeText,
  thumbnailJpg: maybeText,
  status: z.string().catch('pending'),
  rejectionReason: maybeText,
  salesCount: z.number().catch(0),
  views: z.number().catch(0),
  duration: z.number().nullish().catch(null),
  preview: previewSummaryField,
  tags: z.array(z.string()).catch([]),
  createdAt: maybeText,
  dateRecorded: maybeText,
  timeRecorded: maybeText,
  location: z
    .object({
      address: text,
      province: text,
      district: text,
      subDistrict: text,
      coordinates: z.object({ lat: z.number(), lng: z.number() }).nullish().catch(null),
    })
    .nullish()
    .catch(null),
});
export type MyVideo = z.infer<typeof myVideoSchema>;

export const myVideoListSchema = z.object({
  videos: z.array(myVideoSchema),
  pagination: z
    .object({ page: z.number(), limit: z.number(), totalCount: z.number(), totalPages: z.number() })
    .catch({ page: 1, limit: 0, totalCount: 0, totalPages: 1 }),
});
export type MyVideoList = z.infer<typeof myVideoListSchema>;

/** The status shown to the seller, with "sold" derived (spec §4). */
export const sellerStatus = (video: Pick<MyVideo, 'status' | 'salesCount'>): VideoStatus =>
  displayStatus(video.status, video.salesCount);

/** Everything may change while pending (My videos' full form). */
export const editableWhilePending = (video: MyVideo) => sellerStatus(video) === 'pending';

/** Title, description and price once on sale (the profile uploads tab's modal). */
export const editableOnSale = (video: MyVideo) => {
  const status = sellerStatus(video);
  return status === 'approved' || status === 'sold';
};

/** A rejected clip is fixed in the full form and sent back for a new review (My videos). */
export const resubmittable = (video: MyVideo) => sellerStatus(video) === 'rejected';
