/** An HH:MM time of day as minutes since midnight (incident times, and the time-of-day filter). */
export function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
