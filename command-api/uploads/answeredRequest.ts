import { ID_MAX_LENGTH, PRICE_MAX_BAHT } from '../../events/constants.ts';
import { fromBaht, toBaht } from '../../events/money.ts';
import type { AnsweredRequest } from '../domain/clip/commands.ts';
import { DomainError } from '../domain/decider.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';
import { refuseFields } from './uploadFields.ts';

/**
 * The footage request an upload is sent for (issue 22: "ส่งคลิปให้คำขอนี้"), named by the form's
 * `requestId` or the resumable upload's metadata key of the same name: it must exist, be another
 * member's, and still be open; the clip may then cost up to what the requester will pay (the clip
 * decider holds it to that, now and in later edits). Without a request, the usual ceiling.
 * Refusals name the field, as the form's own checks do; a request that stopped taking clips is a
 * conflict (409) whichever way it ended, so a seller does not learn that one was removed.
 */
export async function answeredRequest(
  lookups: Pick<ReadModelLookups, 'requestToAnswer'>,
  given: string | undefined,
  priceBaht: number,
  uploaderId: string,
  now: Date,
): Promise<AnsweredRequest | undefined> {
  const requestId = given?.trim() ?? '';
  if (requestId === '') {
    if (priceBaht > PRICE_MAX_BAHT) refuseFields([{ field: 'price', problem: 'PRICE_OUT_OF_RANGE' }]);
    return undefined;
  }
  // Any other text is looked up like an id, and found by none.
  const request = requestId.length <= ID_MAX_LENGTH ? await lookups.requestToAnswer(requestId, now) : null;
  if (!request) refuseFields([{ field: 'requestId', problem: 'REQUEST_UNKNOWN' }]);
  if (request.requesterId === uploaderId) refuseFields([{ field: 'requestId', problem: 'REQUEST_OWN' }]);
  if (request.status !== 'open') throw new DomainError('UPLOAD_REQUEST_NOT_OPEN', { status: request.status });
  if (fromBaht(priceBaht) > request.maxPriceSatang)
    refuseFields([{ field: 'price', problem: 'PRICE_ABOVE_REQUEST', limit: toBaht(request.maxPriceSatang) }]);
  return { requestId, maxPriceSatang: request.maxPriceSatang };
}
