/** Every number of the specification used on the server side, in one place (DESIGN.md, spec §9). */
export const SATANG_PER_BAHT = 100;
export const PRICE_MIN_BAHT = 300;
export const PRICE_MAX_BAHT = 1500;
/** The platform's share of a sale in percent (the spec's gp25). */
export const PLATFORM_FEE_PERCENT = 25;

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX_ON_UPLOAD = 100;
export const DESCRIPTION_MAX_ON_EDIT = 500;
export const REJECTION_REASON_MAX = 500;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 50;

export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 120;

export const CATEGORIES = [
  'car_car',
  'car_motorcycle',
  'motorcycle_motorcycle',
  'car_truck',
  'pedestrian',
  'other',
] as const;
export const VEHICLE_TYPES = ['car', 'motorcycle', 'truck', 'bus', 'tricycle', 'other'] as const;
export const CLIP_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sold'] as const;

export const DASHBOARD_PAGE_SIZE = 20;
export const RELATED_CLIPS = 4;
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** How long query-api waits for its projections to reach X-Consistent-After (DESIGN.md §5). */
export const CONSISTENCY_WAIT_MS = 2000;
export const CONSISTENCY_POLL_MS = 20;
/** How often a command handler re-reads and re-decides after losing a race. */
export const COMMAND_RETRIES = 5;
export const JSON_BODY_LIMIT = '1mb';
export const PROJECTION_BATCH_SIZE = 500;
