import { Fragment } from 'react';
import { Building2, Siren } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { AdviceLine } from '#shared/status/board-status.js';
import type { Service } from '#shared/status/services.js';
import { useT } from '#client/i18n/use-t.ts';
import { listSeparators, ownServiceName, spokenName } from '#client/components/board-words.ts';
import { EnglishOnlyMark } from '#client/i18n/provider-text.tsx';

interface BannerAdviceProps {
  lines: AdviceLine<Service>[];
  /** Opens the service's section and moves focus to its card. */
  onReveal: (service: Service) => void;
  className?: string;
}

/**
 * "What to do", one short line per problem, under the banner's sentence: the clinic's own
 * services first and named for what they are to it, an incident's advice marked as such. Each
 * name leads to its card, where the whole advice, the phone and the portal are.
 */
export function BannerAdvice({ lines, onReveal, className }: BannerAdviceProps) {
  const { t, locale } = useT();
  if (lines.length === 0) return null;
  return (
    <div className={cn('max-w-3xl', className)}>
      <h2 className="text-sm font-semibold tracking-wide uppercase opacity-90">{t('board.advice.heading')}</h2>
      <ul className="mt-1.5 space-y-1.5 text-sm leading-6 sm:text-base">
        {lines.map((line) => (
          <li key={line.services.map((s) => s.id).join()} data-advice className="flex items-start gap-2">
            {line.own ? (
              <Building2 className="mt-1 size-4 shrink-0" aria-label={t('board.advice.yourClinic')} />
            ) : line.fromIncident ? (
              <Siren className="mt-1 size-4 shrink-0" aria-label={t('board.advice.incident')} />
            ) : (
              <span className="mt-1 grid size-4 shrink-0 place-items-center" aria-hidden>
                <span className="size-1.5 rounded-full bg-current" />
              </span>
            )}
            <p className="min-w-0">
              <span className="font-semibold">
                {line.services.map((service, index) => (
                  <Fragment key={service.id}>
                    {listSeparators(line.services.length, locale)[index]}
                    <button
                      type="button"
                      onClick={() => onReveal(service)}
                      className="inline rounded text-left underline decoration-current/40 underline-offset-4 hover:decoration-current"
                    >
                      {line.own ? ownServiceName(service, t) : spokenName(service, t)}
                    </button>
                  </Fragment>
                ))}
                {t('board.advice.colon')}
              </span>{' '}
              <span lang={line.englishOnly ? 'en' : undefined}>{line.text}</span>
              {line.englishOnly && <EnglishOnlyMark />}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
