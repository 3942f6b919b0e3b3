/** Stream names of DESIGN.md §3. The type is the part before the first dash. */
export const streams = {
  user: (uid: string) => `user-${uid}`,
  clip: (clipId: string) => `clip-${clipId}`,
  purchase: (purchaseId: string) => `purchase-${purchaseId}`,
  /** A buyer's purchases of one clip, so that at most one is open at a time. */
  purchasing: (buyerId: string, clipId: string) => `purchasing-${buyerId}_${clipId}`,
  ledger: (sellerId: string) => `ledger-${sellerId}`,
  payout: (payoutId: string) => `payout-${payoutId}`,
  complaint: (complaintId: string) => `complaint-${complaintId}`,
  /** What one person has read of their notifications. */
  notifications: (uid: string) => `notifications-${uid}`,
  email: (emailSha256: string) => `email-${emailSha256}`,
  views: (clipId: string) => `views-${clipId}`,
  /** Clips uploaded with these exact bytes (SHA-256, lower-case hex): the duplicate guard. */
  fingerprint: (sha256: string) => `fingerprint-${sha256}`,
  /** A footage request (ตามหาคลิป). */
  request: (requestId: string) => `request-${requestId}`,
  /** A seller's alert areas and how they are told (issue 22). */
  alerts: (uid: string) => `alerts-${uid}`,
  /** A member's open requests, so that at most REQUEST_OPEN_MAX are open at a time. */
  requesting: (uid: string) => `requesting-${uid}`,
} as const;

export function streamType(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
