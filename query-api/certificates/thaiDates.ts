/**
 * Dates as the PWA shows them (pwa/src/lib/format.ts formatThaiDate: '21 พฤศจิกายน 2569', the
 * Buddhist-era year) and times in Bangkok. The server has Node's full ICU, so Intl's Buddhist
 * calendar writes exactly that; the PWA avoids Intl only for its first paint on slow phones.
 */
const buddhistEraDate = (timeZone: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const bangkokDate = buddhistEraDate('Asia/Bangkok');
const calendarDate = buddhistEraDate('UTC');
const bangkokTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-11-21' (a calendar day, as written) or an instant (its Bangkok day) → '21 พฤศจิกายน 2569'. */
export function thaiDate(input: string): string {
  const date = DATE_ONLY.test(input) ? new Date(`${input}T00:00:00Z`) : new Date(input);
  if (Number.isNaN(date.getTime())) return input;
  return (DATE_ONLY.test(input) ? calendarDate : bangkokDate).format(date);
}

/** An instant's time of day in Bangkok, 'HH:mm:ss'. */
export function bangkokClock(input: string): string {
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? '' : bangkokTime.format(date);
}
