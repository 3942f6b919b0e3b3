/** Thai names of the clip lists (spec §3 Lists, §4 video status); an unknown key reads ไม่ระบุ. */
import { VIDEO_STATUSES, type VideoStatus } from './constants.ts';
import { categoryLabels, common, statusLabels, vehicleTypeLabels } from './texts.ts';

function label(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? common.unknown) : common.unknown;
}

export const categoryLabel = (category: string) => label(categoryLabels, category);
export const vehicleTypeLabel = (vehicleType: string) => label(vehicleTypeLabels, vehicleType);
export const statusLabel = (status: string) => label(statusLabels, status);

/**
 * The status a clip's seller and admins see (spec §4; admin spec §4). "sold" is not a state of its
 * own: an approved clip with a sale shows as sold and stays on sale. The server labels it so
 * already; deriving it here too keeps the label right if it sends the plain state. An unknown
 * state shows as pending, as the admin badge does.
 */
export function displayStatus(status: string, salesCount: number): VideoStatus {
  if (status === 'approved' && salesCount > 0) return 'sold';
  return (VIDEO_STATUSES as readonly string[]).includes(status) ? (status as VideoStatus) : 'pending';
}

/** A Thai name when there is one; otherwise the server's own word (a value newer than the PWA). */
export function labelOrKey(labels: Record<string, string>, key: string): string {
  if (!key) return common.unknown;
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}
