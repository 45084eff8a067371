import { cn } from '#client/lib/cn.ts';
import { ageWords } from '#shared/age-words.js';
import { formatRecentTime } from '#client/lib/business-time.ts';
import { useNow } from '#client/lib/use-now.ts';
import { useT } from '#client/i18n/use-t.ts';

const TICK_MS = 5_000;

/**
 * "Last updated 40 s ago": how fresh something is, as an age that keeps moving, with the exact
 * time (provider's zone, 12-hour) on hover and for screen readers.
 */
export function UpdatedAge({
  at,
  label,
  className,
  timeClassName,
}: {
  /** The moment (ms or Date) the thing was last updated. */
  at: number | Date;
  /** Words before the age, such as "Last updated" (in the page's language); none when the age sits inside a sentence. */
  label?: string;
  className?: string;
  timeClassName?: string;
}) {
  const words = useT();
  const now = useNow(TICK_MS);
  const moment = new Date(at);
  const exact = formatRecentTime(moment, now, words.locale);
  return (
    <span className={className}>
      {label && `${label} `}
      <time dateTime={moment.toISOString()} title={exact} className={cn('tabular-nums', timeClassName)}>
        {ageWords(moment, now, words)}
      </time>
      <span className="sr-only"> ({exact})</span>
    </span>
  );
}
