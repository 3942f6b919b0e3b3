/**
 * Before an upload: the chosen file's SHA-256, then the server's word on it. A file that is already
 * one of the seller's clips is not uploaded again; one on sale by another seller may be (the review
 * compares them), but the seller is told. Offline, or when the check fails, the upload goes ahead
 * and the server's own duplicate refusal is the guard.
 */
import { checkDuplicate, type DuplicateAnswer } from '../api/checkDuplicate.ts';
import { sha256OfBlob } from './hashFile.ts';

export type DuplicateVerdict =
  | { kind: 'own'; videoId: string; status: string }
  | { kind: 'onSale' }
  | { kind: 'new' };

export function verdictOf(answer: DuplicateAnswer): DuplicateVerdict {
  if (answer.own) return { kind: 'own', videoId: answer.own.videoId, status: answer.own.status };
  return answer.onSaleByOthers ? { kind: 'onSale' } : { kind: 'new' };
}

export type FindDuplicate = (
  blob: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) => Promise<DuplicateVerdict | null>;

/** The verdict, or null when it could not be asked (the upload then relies on the server's check). */
export const findDuplicate: FindDuplicate = async (blob, onProgress, signal) => {
  try {
    const sha256 = await sha256OfBlob(blob, { onProgress, signal });
    return verdictOf(await checkDuplicate(sha256, signal));
  } catch {
    return null;
  }
};
