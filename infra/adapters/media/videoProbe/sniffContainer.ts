/** The containers the upload form accepts (spec §5: mp4, avi, mov, wmv, flv). */
export type VideoContainer = 'mp4' | 'mov' | 'avi' | 'wmv' | 'flv';

/** Enough of the file's start to tell every accepted container apart. */
export const SNIFF_BYTES = 16;

/** The ASF Header Object GUID, as stored (little-endian fields). */
const ASF_HEADER_GUID = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');

/** Old QuickTime files start straight with one of these boxes instead of an ftyp. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free']);
const QUICKTIME_BRAND = 'qt  ';

const ascii = (bytes: Buffer, start: number, end: number): string =>
  bytes.length >= end ? bytes.toString('latin1', start, end) : '';

/** Which container the first bytes announce; never looks at the file name. */
export function sniffContainer(head: Buffer): VideoContainer | null {
  if (ascii(head, 4, 8) === 'ftyp') {
    return ascii(head, 8, 12) === QUICKTIME_BRAND ? 'mov' : 'mp4';
  }
  if (QUICKTIME_FIRST_BOXES.has(ascii(head, 4, 8))) {
    // A box size is 0 (to the end), 1 (64-bit size follows) or at least its own 8-byte header.
    const size = head.readUInt32BE(0);
    if (size === 0 || size === 1 || size >= 8) return 'mov';
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return 'avi';
  if (
    head.length >= ASF_HEADER_GUID.length &&
    head.subarray(0, ASF_HEADER_GUID.length).equals(ASF_HEADER_GUID)
  ) {
    return 'wmv';
  }
  if (ascii(head, 0, 3) === 'FLV' && head[3] === 1) return 'flv';
  return null;
}
