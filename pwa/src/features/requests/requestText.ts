/** A request's place and time as one line each, the way the board, its page and the owner's list write them. */
import { formatThaiDate, formatTime } from '../../lib/format.ts';
import type { FootageRequest } from './api/requestSchema.ts';
import { distanceText, requestsTexts } from './requestsTexts.ts';

/** 'เขตวัฒนา กรุงเทพมหานคร' (the district only when there is one). */
export function placeText(place: FootageRequest['place']): string {
  return [place.district, place.province].filter(Boolean).join(' ');
}

/** 'รัศมี 500 ม.' */
export const radiusText = (radiusM: number) => requestsTexts.form.radiusValue(distanceText(radiusM));

/** '07:30–08:30 น.' */
export function windowText(when: FootageRequest['when']): string {
  return requestsTexts.when.window(formatTime(when.timeFrom), formatTime(when.timeTo));
}

/** '21 พ.ย. 2569 · 07:30–08:30 น.' */
export function whenText(when: FootageRequest['when'], style: 'long' | 'short' = 'short'): string {
  return `${formatThaiDate(when.incidentDate, style)} · ${windowText(when)}`;
}
