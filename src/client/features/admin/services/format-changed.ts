const time = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** When a service last changed, short enough for a phone row: "today, 5:17 p.m." or "Nov 19, 4:07 p.m.". */
export function formatChanged(iso: string, now: Date): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? `today, ${time.format(at)}` : dayAndTime.format(at);
}
