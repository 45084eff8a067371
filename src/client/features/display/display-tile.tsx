import { Building2 } from 'lucide-react';
import { STATUS_ICON } from '#client/components/ui/status-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { displayState } from '#shared/status/board-status.js';
import { useT } from '#client/i18n/use-t.ts';
import { DISPLAY_STATE_LABEL_ID } from '#client/components/board-words.ts';
import type { Service } from '#shared/status/services.js';
import { DISPLAY_TILE_TONE } from './display-tone.ts';

/**
 * One service on the wall: its state's icon, its name (two lines at most) and its state's word;
 * on a clinic's network its own services carry "Yours".
 */
export function DisplayTile({ service, own = false }: { service: Service; own?: boolean }) {
  const { t } = useT();
  const state = displayState(service);
  const tone = DISPLAY_TILE_TONE[state];
  const Icon = STATUS_ICON[state];
  return (
    <li
      data-state={state}
      data-own={own || undefined}
      className={cn(
        'flex min-h-0 min-w-0 items-center gap-[1.1vh] rounded-[1vh] border-2 px-[1.4vh] py-[0.6vh]',
        tone.tile,
        own && 'ring-[0.4vh] ring-sky-300',
      )}
    >
      <Icon className={cn('size-[3.6vh] shrink-0', tone.icon)} strokeWidth={2.4} aria-hidden />
      <span className="line-clamp-2 min-w-0 flex-1 text-[2.5vh] leading-[1.15] font-semibold break-words">{service.name}</span>
      {own && (
        <span className="inline-flex shrink-0 items-center gap-[0.4vh] rounded-full bg-sky-200 px-[0.9vh] text-[1.7vh] font-bold text-sky-950">
          <Building2 className="size-[1.8vh]" aria-hidden />
          {t('display.yours')}
          <span className="sr-only">{t('display.tile.yoursExplained')}</span>
        </span>
      )}
      {/* A service nobody checks keeps its name's room: its dashed icon is explained once, in the header. */}
      <span className={cn('shrink-0 text-[2.1vh] font-bold whitespace-nowrap', tone.word, state === 'unmonitored' && 'sr-only')}>
        {t(DISPLAY_STATE_LABEL_ID[state])}
      </span>
    </li>
  );
}
