import type { ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { LOCALE_LABELS } from '#shared/i18n/locales.js';

/*
 * What the provider writes (incidents, maintenance, service advice, notices) has an optional French
 * version beside the English. French readers see the English, marked "English only", where there is
 * none: the panel shows which published texts lack it, per row and counted per widget.
 */

/** Whether a published text lacks its French: there is English, and no French beside it. */
export function lacksFrench(english: string | null | undefined, french: string | null | undefined): boolean {
  return Boolean(english?.trim()) && !french?.trim();
}

/** How many of these [English, French] texts lack their French. */
export function countLackingFrench(texts: readonly (readonly [string | null | undefined, string | null | undefined])[]): number {
  return texts.filter(([english, french]) => lacksFrench(english, french)).length;
}

/** The mark on a row whose published text has no French yet. */
export function NoFrenchBadge({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <Badge tone="warning" className={className}>
      <Languages className="size-3" aria-hidden />
      {t('admin-incidents.french.missing')}
    </Badge>
  );
}

/** A widget's count of published texts without French, shown only when there are some. */
export function LackingFrenchCount({ count }: { count: number }) {
  const { t } = useT();
  if (count === 0) return null;
  return (
    <Badge tone="warning">
      <Languages className="size-3" aria-hidden />
      {t('admin-incidents.french.count', { count })}
    </Badge>
  );
}

/** The French version of a text, under its English: marked FR and in French for screen readers; nothing when there is none. */
export function FrenchVersion({ text, className }: { text: string | null | undefined; className?: string }) {
  const { t } = useT();
  if (!text?.trim()) return null;
  return (
    <p lang="fr-CA" className={cn('text-sm break-words whitespace-pre-line text-slate-600', className)}>
      <abbr
        title={t('admin-incidents.french.versionLabel')}
        className="mr-1.5 rounded bg-slate-100 px-1 py-px align-middle text-[0.65rem] font-semibold text-slate-700 no-underline"
      >
        {LOCALE_LABELS['fr-CA'].short}
      </abbr>
      {text}
    </p>
  );
}

/** An English field and its optional French beside it (side by side where there is room). */
export function FieldPair({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', className)}>{children}</div>;
}
