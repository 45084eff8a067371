const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Relative age of a notification (docs/product/alerts.md): 'Nd ago', 'Nh ago' or 'Just now'. */
export function relativeAge(createdAt: Date | string | null | undefined, now: Date = new Date()): string {
  const created = createdAt ? new Date(createdAt) : now;
  const elapsed = now.getTime() - (Number.isNaN(created.getTime()) ? now.getTime() : created.getTime());
  if (elapsed >= DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  if (elapsed >= HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return 'Just now';
}
