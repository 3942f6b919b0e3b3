/**
 * The write side's own numbers (spec §9, DESIGN.md); what other sides use too is in
 * events/constants.ts.
 */
import type { COMPLAINT_PRIORITIES, COMPLAINT_TYPES } from '../events/constants.ts';

/** How many streams' states one decider keeps between commands (handleCommand.ts), at most. */
export const KEPT_STATES_PER_DECIDER = 1000;
/**
 * A kept state this many events past the stream's last snapshot is written as a new one (Decider
 * .snapshot): a new process then reads at most about this many events of a long stream.
 */
export const SNAPSHOT_EVERY_EVENTS = 1000;
/** A clip's province, district and sub-district names, and its address line (characters). */
export const PLACE_NAME_MAX = 100;
export const ADDRESS_MAX = 300;

/** The five consent flags of an upload (spec §3 Consent data); every one must be true. */
export const CONSENT_FLAGS = [
  'ownershipConfirmed',
  'licenseGranted',
  'pdpaCompliant',
  'indemnificationAccepted',
  'ageConfirmed',
] as const;
/**
 * How long clients and proxies may keep a public image: its bytes never change, but a PDPA erasure
 * deletes it, and caches must let go of it within the hour.
 */
export const MEDIA_IMAGE_CACHE_SECONDS = 60 * 60;
/** An approved clip's preview is cached this long (its ETag names the bytes; a new moment makes new ones). */
export const PREVIEW_CACHE_SECONDS = 60 * 60;
/**
 * Lifetime of a clip-bound media token (`?t=` on a stream URL): long enough for a player to start
 * and keep asking for ranges; a player that outlives it asks for a new one.
 */
export const MEDIA_TOKEN_SECONDS = 5 * 60;
/** Form fields of a multipart upload: how many, and how long each may be (bytes). */
export const UPLOAD_FORM_FIELDS_MAX = 50;
export const UPLOAD_FORM_FIELD_BYTES = 64 * 1024;
/**
 * Bounded uploads (issue 15). Images of one upload, all together (bytes): the PWA captures frames
 * at most 1280×720 (what the server keeps), a JPEG 0.9 of ≤ 0.5 MB, so a cover and 25 previews
 * stay far under it; each image streams to disk, so this bounds disk and re-encoding work.
 * A member's quota: at most UPLOAD_PENDING_MAX uploads waiting (unfinished resumable uploads plus
 * clips awaiting review), and at most UPLOAD_DAILY_BYTES_MAX video bytes in any UPLOAD_QUOTA_WINDOW_HOURS.
 */
export const UPLOAD_IMAGES_MAX_BYTES = 32 * 1024 * 1024;
export const UPLOAD_PENDING_MAX = 20;
export const UPLOAD_DAILY_BYTES_MAX = 2 * 1024 * 1024 * 1024;
export const UPLOAD_QUOTA_WINDOW_HOURS = 24;

/** How often a command handler re-reads and re-decides after losing a race. */
export const COMMAND_RETRIES = 5;

/* Identity and accounts (spec/marketplace-public-and-user.md §3, §5, §9). */
export const EMAIL_MAX = 254;
export const SESSION_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;
export const RESEND_VERIFICATION_LOCK_SECONDS = 300;
/** Reset mails for one account at most this often. */
export const PASSWORD_RESET_LOCK_SECONDS = 60;
/** An account's owner is told of registrations with their address at most this often (no mail flood). */
export const REGISTRATION_NOTICE_SECONDS = 60 * 60;
/** Registrations from one client network per sign-in window before the back-off (each costs a scrypt hash). */
export const REGISTRATIONS_PER_NETWORK = 30;
export const OTP_MAX_WRONG_TRIES = 5;
/** How recent a Firebase sign-in must be to delete the account with it instead of a password. */
export const RECENT_SIGN_IN_SECONDS = 300;
/** How long an access-changing command waits for the read model that authenticates requests. */
export const ACCESS_CONSISTENCY_WAIT_MS = 5000;

/* Purchases, payments, downloads and seller money (issue 6; spec §2 Payment, §3 Purchase, Earnings). */
/** A bank transfer may take this long to arrive before the purchase expires. */
export const BANK_TRANSFER_PAY_WINDOW_DAYS = 3;
/** A download link is valid this long after it is handed out. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/* Complaints from users (issue 7; spec admin §3 Complaint, §4, §9). */
/** A complaint's priority when filed, by its type; admins may change it. */
export const COMPLAINT_PRIORITY_BY_TYPE = {
  content: 'high',
  technical: 'medium',
  payment: 'high',
  refund: 'high',
  user: 'medium',
  other: 'low',
  // A person's face or plate on sale without their say: handled before ordinary complaints.
  takedown: 'high',
} as const satisfies Record<(typeof COMPLAINT_TYPES)[number], (typeof COMPLAINT_PRIORITIES)[number]>;

/**
 * Requests from people without an account (takedown requests, contact messages; issue 17): at most
 * this many per client network in each window, so the public form cannot flood the admins' queue.
 */
export const GUEST_REQUESTS_PER_NETWORK = 5;
export const GUEST_REQUEST_WINDOW_SECONDS = 60 * 60;

/* Notifications (issue 7; spec marketplace §7 PUT /notifications/{id}/read). */
/** "Read all" marks at most this many unread notifications in one event (the newest). */
export const NOTIFICATIONS_READ_ALL_MAX = 500;

/* Footage requests, ตามหาคลิป (issue 22). */
/**
 * Requests a member may open (or reopen after they expired) in one hour, counted from the
 * `requesting-{uid}` guard: each opening notifies the sellers who drive there, so opening, closing
 * and opening again cannot flood them.
 */
export const REQUEST_OPENS_PER_HOUR = 5;
/**
 * A slot whose request has not been written yet is one being opened right now, and counts as
 * open; after this long without its request it was abandoned (the process died between the two
 * appends) and no longer holds the member's slot.
 */
export const REQUEST_SLOT_OPENING_SECONDS = 5 * 60;
/** Reports one member may send about footage requests per window (counted in each process). */
export const REQUEST_REPORTS_PER_WINDOW = 10;
export const REQUEST_REPORT_WINDOW_SECONDS = 60 * 60;

/* Web Push subscriptions (issue 22). */
/** Subscriptions one member may send per window (each one written is an event on their stream). */
export const PUSH_SUBSCRIBES_PER_WINDOW = 20;
export const PUSH_SUBSCRIBE_WINDOW_SECONDS = 60 * 60;
/** The longest endpoint taken (the push services' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;
