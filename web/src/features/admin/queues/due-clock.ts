/** How long until (or since) a request's promised time, e.g. "in 3 h" or "5 h late". */
export function dueClock(dueAt: string, now = Date.now()): string {
  const minutes = Math.round((new Date(dueAt).getTime() - now) / 60_000);
  const size = Math.abs(minutes);
  const text =
    size < 60
      ? `${size} min`
      : size < 48 * 60
        ? `${Math.round(size / 60)} h`
        : `${Math.round(size / 1440)} d`;
  return minutes >= 0 ? `in ${text}` : `${text} late`;
}
