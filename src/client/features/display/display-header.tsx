import { CircleDashed, WifiOff } from 'lucide-react';
import { OVERALL_STATE_ICON } from '#client/components/ui/status-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { businessClock } from '#client/lib/business-time.ts';
import { UpdatedAge } from '#client/components/ui/updated-age.tsx';
import { publicConfig } from '#client/lib/public-config.ts';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { displayState, overallSummary } from '#shared/status/board-status.js';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { OVERALL_STATE_LABEL_ID, overallSentence } from '#client/components/board-words.ts';
import type { Service } from '#shared/status/services.js';
import { DISPLAY_BANNER_TONE } from './display-tone.ts';

export interface DisplayConnection {
  /** When the board last heard from the server (ms), 0 before the first answer. */
  updatedAt: number;
  /** The last poll failed: the board shows what it last heard. */
  lost: boolean;
}

/** The top of the wall: who runs the board, the time, how fresh the board is, and one sentence for everything. */
export function DisplayHeader({ services, connection, now }: { services: Service[] | undefined; connection: DisplayConnection; now: Date }) {
  const { t, locale } = useT();
  const summary = services ? overallSummary(services) : null;
  const tone = DISPLAY_BANNER_TONE[summary?.state ?? 'operational'];
  const Icon = OVERALL_STATE_ICON[summary?.state ?? 'operational'];
  return (
    <header className="grid shrink-0 grid-cols-1 gap-[1.4vh]">
      <div className="flex flex-wrap items-center justify-between gap-x-[2vh] gap-y-2">
        <div className="flex min-w-0 items-center gap-[1.4vh]">
          <BrandMark className="size-[4.6vh]" />
          <div className="min-w-0">
            <h1 className="text-[2.9vh] leading-tight font-bold text-white">{t('display.header.title')}</h1>
            <p className="truncate text-[1.9vh] text-slate-300">{publicConfig().provider.name}</p>
          </div>
        </div>
        <div className="flex items-center gap-[2.4vh] text-right">
          <UnmonitoredKey services={services} />
          <FreshnessNote connection={connection} />
          <WallClock now={now} />
        </div>
      </div>
      <section
        aria-label={t('display.header.overall')}
        className={cn(
          'flex min-h-[7.5vh] items-center gap-[1.6vh] rounded-[1.2vh] border-2 px-[2vh] py-[1vh]',
          summary ? tone.band : 'border-slate-700 bg-slate-900 text-slate-200',
        )}
      >
        <span className={cn('grid size-[5vh] shrink-0 place-items-center rounded-full', summary ? tone.icon : 'bg-slate-700 text-slate-200')}>
          <Icon className="size-[3.2vh]" strokeWidth={2.4} aria-hidden />
        </span>
        <div role="status" aria-live="polite" aria-atomic="true" className="min-w-0">
          {summary ? (
            <p className="line-clamp-2 text-[3.2vh] leading-tight font-bold">
              {summary.state !== 'operational' && (
                <span className="sr-only">{t('board.banner.stateLabel', { state: t(OVERALL_STATE_LABEL_ID[summary.state]) })} </span>
              )}
              {overallSentence(summary, t, locale)}
            </p>
          ) : (
            <p className="text-[3.2vh] font-bold">{connection.lost ? t('display.header.unreachable') : t('board.banner.checking')}</p>
          )}
        </div>
      </section>
    </header>
  );
}

/**
 * The wall's clock, on the provider's 12-hour clock: "11:19" large enough to read across the
 * room, "a.m." and the zone once beside it. A phone shows its own clock, so there it is hidden.
 */
function WallClock({ now }: { now: Date }) {
  const { t, locale } = useT();
  const clock = businessClock(locale);
  const text = clock.formatPlain(now, 'time');
  // A 12-hour clock's period ("a.m.") goes beside the time; a 24-hour clock ("11 h 19") has none.
  const split = /[ap]\.m\.$/.test(text) ? text.lastIndexOf(' ') : -1;
  const [time, period] = split > 0 ? [text.slice(0, split), text.slice(split + 1)] : [text, ''];
  return (
    <p className="hidden leading-none font-bold text-white md:block">
      <span className="sr-only">{t('display.header.timeNow')} </span>
      <time dateTime={now.toISOString()} className="flex items-end gap-[0.9vh]">
        <span className="text-[5vh] tabular-nums">{time}</span>
        <span className="flex flex-col pb-[0.5vh] text-left text-[2.2vh] leading-tight">
          {period && <span>{period}</span>}
          <span className="font-semibold text-slate-300">{clock.zoneName(now)}</span>
        </span>
      </time>
    </p>
  );
}

/** "Updated 40 s ago", or that the connection is lost and how old the board it still shows is. */
/** The tiles of services nobody checks carry only their dashed icon (their names need the room): this says what it means. */
function UnmonitoredKey({ services }: { services: Service[] | undefined }) {
  const { t } = useT();
  const count = services?.filter((service) => displayState(service) === 'unmonitored').length ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-[0.8vh] text-[2vh] text-slate-300">
      <CircleDashed className="size-[2.4vh]" aria-hidden />
      {t('display.header.unmonitored', { count, total: services!.length })}
    </p>
  );
}

function FreshnessNote({ connection }: { connection: DisplayConnection }) {
  const { t } = useT();
  const at = connection.updatedAt > 0 ? connection.updatedAt : null;
  if (!connection.lost) {
    return <p className="text-[2vh] text-slate-300">{at ? <UpdatedAge at={at} label={t('display.header.updated')} /> : t('display.header.connecting')}</p>;
  }
  return (
    <p className="flex items-center gap-[0.8vh] rounded-[0.8vh] bg-amber-400 px-[1.2vh] py-[0.5vh] text-[2vh] font-semibold text-amber-950">
      <WifiOff className="size-[2.4vh]" aria-hidden />
      {at ? (
        <span>
          <T id="display.header.lostSince" components={{ 0: <UpdatedAge at={at} /> }} />
        </span>
      ) : (
        t('display.header.lost')
      )}
    </p>
  );
}
