/** Today as a date field writes it (YYYY-MM-DD, UTC, as grants end): the earliest last day of a grant. */
export function todayInput(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
