const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When a game's last move was, for Home: "2 minutes ago", "yesterday", or a date for older ones.
 * `at` and `now` are epoch ms.
 */
export function lastMoveText(at: number, now: number): string {
  const s = Math.round((at - now) / 1000);
  if (Math.abs(s) < 45) return 'just now';
  if (Math.abs(s) < 3600) return relative.format(Math.round(s / 60), 'minute');
  if (Math.abs(s) < 86400) return relative.format(Math.round(s / 3600), 'hour');
  if (Math.abs(s) < 7 * 86400) return relative.format(Math.round(s / 86400), 'day');
  return absolute.format(at);
}
