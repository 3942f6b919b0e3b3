const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Bangkok (YYYY-MM-DD): views count once per viewer per clip per Thai day. */
export function bangkokDay(at: Date): string {
  return bangkokDate.format(at);
}
