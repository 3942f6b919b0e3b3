/** How the watermarked preview video is encoded (issue 21). */
export const PREVIEW_MAX_HEIGHT = 480;
/** About 1 Mbit/s, never above 1.2 Mbit/s over a 2 Mbit buffer. */
export const PREVIEW_BITRATE = '1M';
export const PREVIEW_MAX_BITRATE = '1.2M';
export const PREVIEW_BUFFER_SIZE = '2M';
/** ffmpeg runs below the server's priority, so the API stays responsive while it encodes. */
export const PREVIEW_FFMPEG_NICENESS = 10;
/** Printed across every frame, with the clip's short id. */
export const PREVIEW_WATERMARK_TEXT = 'แดชคลิป · ตัวอย่าง';
/** The clip's short id: the first characters of its id. */
export const PREVIEW_SHORT_ID_LENGTH = 8;
