import { Building2, Siren } from 'lucide-react';
import type { AdviceLine } from '#shared/status/board-status.js';
import type { Service } from '#shared/status/services.js';
import { useT } from '#client/i18n/use-t.ts';
import { spokenName } from '#client/components/board-words.ts';
import { EnglishOnlyMark } from '#client/i18n/provider-text.tsx';

/** Lines shown at once; the rest are counted (the dashboard has them all). */
const SHOWN = 4;

/**
 * "What to do" on the wall, one large line per active problem, the clinic's own services first:
 * what the front desk needs when it looks up from a patient.
 */
export function DisplayAdvice({ lines }: { lines: AdviceLine<Service>[] }) {
  const { t } = useT();
  if (lines.length === 0) return null;
  const more = lines.length - SHOWN;
  return (
    <section
      aria-labelledby="display-advice"
      className="min-w-0 shrink-0 gap-x-[2vh] rounded-[1.2vh] border-2 border-slate-600 bg-slate-900 px-[2vh] py-[0.8vh] md:grid md:grid-cols-[auto_minmax(0,1fr)]"
    >
      {/* The heading sits beside the lines on a wall, so the tiles below keep their height. */}
      <h2 id="display-advice" className="pt-[0.5vh] text-[2vh] font-semibold tracking-wide whitespace-nowrap text-slate-300 uppercase">
        {t('display.advice.heading')}
      </h2>
      <ul className="mt-[0.4vh] grid gap-[0.5vh] md:mt-0">
        {lines.slice(0, SHOWN).map((line) => (
          <li key={line.services.map((s) => s.id).join()} className="flex min-w-0 items-start gap-[1vh] text-[2.4vh] leading-tight">
            {line.own ? (
              <span className="mt-[0.2vh] inline-flex shrink-0 items-center gap-[0.5vh] rounded-full bg-sky-200 px-[1vh] py-[0.1vh] text-[1.8vh] font-bold text-sky-950">
                <Building2 className="size-[2vh]" aria-hidden />
                {t('display.yours')}
              </span>
            ) : line.fromIncident ? (
              <Siren className="mt-[0.3vh] size-[2.6vh] shrink-0 text-red-300" aria-label={t('display.advice.incident')} />
            ) : null}
            <p className="line-clamp-2 min-w-0">
              <span className="font-bold text-white">
                {t('display.advice.names', { names: line.services.map((service) => spokenName(service, t)).join(', ') })}
              </span>{' '}
              <span className="text-slate-100" lang={line.englishOnly ? 'en' : undefined}>
                {line.text}
              </span>
              {line.englishOnly && <EnglishOnlyMark className="text-slate-200" />}
            </p>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-[0.4vh] text-[1.9vh] text-slate-300 md:col-start-2">{t('display.advice.more', { count: more })}</p>}
    </section>
  );
}
