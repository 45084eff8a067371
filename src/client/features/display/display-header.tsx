import { WifiOff } from 'lucide-react';
import { OVERALL_STATE_ICON } from '../../components/ui/status-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { formatBusinessTime } from '../../lib/business-time.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { OVERALL_STATE_LABEL, overallSummary } from '../../../shared/status/board-status.ts';
import type { Service } from '../../../shared/status/services.ts';
import { DISPLAY_BANNER_TONE } from './display-tone.ts';

export interface DisplayConnection {
  /** When the board last heard from the server (ms), 0 before the first answer. */
  updatedAt: number;
  /** The last poll failed: the board shows what it last heard. */
  lost: boolean;
}

/** The top of the wall: who runs the board, the time, how fresh the board is, and one sentence for everything. */
export function DisplayHeader({ services, connection, now }: { services: Service[] | undefined; connection: DisplayConnection; now: Date }) {
  const summary = services ? overallSummary(services) : null;
  const tone = DISPLAY_BANNER_TONE[summary?.state ?? 'operational'];
  const Icon = OVERALL_STATE_ICON[summary?.state ?? 'operational'];
  return (
    <header className="grid shrink-0 grid-cols-1 gap-[1.4vh]">
      <div className="flex flex-wrap items-center justify-between gap-x-[2vh] gap-y-2">
        <div className="flex min-w-0 items-center gap-[1.4vh]">
          <BrandMark className="size-[4.6vh]" />
          <div className="min-w-0">
            <h1 className="text-[2.9vh] leading-tight font-bold text-white">Service status</h1>
            <p className="truncate text-[1.9vh] text-slate-300">{publicConfig().provider.name}</p>
          </div>
        </div>
        <div className="flex items-center gap-[2.4vh] text-right">
          <FreshnessNote connection={connection} />
          {/* A phone shows its own clock; the wall's is for reading across the room. */}
          <p className="hidden text-[5vh] leading-none font-bold text-white tabular-nums md:block" aria-label={`Time now ${formatBusinessTime(now, 'clock')}`}>
            {formatBusinessTime(now, 'clock')}
          </p>
        </div>
      </div>
      <section
        aria-label="Overall status"
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
              {summary.state !== 'operational' && <span className="sr-only">{OVERALL_STATE_LABEL[summary.state]}: </span>}
              {summary.sentence}
            </p>
          ) : (
            <p className="text-[3.2vh] font-bold">{connection.lost ? 'Cannot reach the status server yet.' : 'Checking services…'}</p>
          )}
        </div>
      </section>
    </header>
  );
}

/** "Updated 14:05", or that the connection is lost and since when the board has not changed. */
function FreshnessNote({ connection }: { connection: DisplayConnection }) {
  const at = connection.updatedAt > 0 ? formatBusinessTime(new Date(connection.updatedAt), 'clock') : null;
  if (!connection.lost) {
    return <p className="text-[2vh] text-slate-300">{at ? `Updated ${at}` : 'Connecting…'}</p>;
  }
  return (
    <p className="flex items-center gap-[0.8vh] rounded-[0.8vh] bg-amber-400 px-[1.2vh] py-[0.5vh] text-[2vh] font-semibold text-amber-950">
      <WifiOff className="size-[2.4vh]" aria-hidden />
      {at ? `Connection lost: showing the status of ${at}. Retrying.` : 'Connection lost. Retrying.'}
    </p>
  );
}
