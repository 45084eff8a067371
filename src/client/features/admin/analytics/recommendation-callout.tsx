import { Hourglass, Megaphone, TrendingUp, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { marketplaceRecommendation, type RecommendationLevel } from '#shared/admin/analytics.js';
import { msg, useT } from '#client/i18n/use-t.ts';

/** Each level's look and advice (the advice's English is RECOMMENDATIONS'). */
const LOOK: Record<RecommendationLevel, { icon: LucideIcon; box: string; iconClass: string; text: string }> = {
  high: {
    icon: TrendingUp,
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    iconClass: 'text-emerald-600',
    text: msg('admin-analytics.recommendation.high'),
  },
  moderate: {
    icon: Hourglass,
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    iconClass: 'text-amber-600',
    text: msg('admin-analytics.recommendation.moderate'),
  },
  low: { icon: Megaphone, box: 'border-slate-200 bg-slate-50 text-slate-800', iconClass: 'text-slate-500', text: msg('admin-analytics.recommendation.low') },
};

/** The recommendation that follows from the total marketplace clicks (docs/product/admin.md). */
export function RecommendationCallout({ totalClicks }: { totalClicks: number }) {
  const { t } = useT();
  const { level } = marketplaceRecommendation(totalClicks);
  const look = LOOK[level];
  const Icon = look.icon;
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border px-4 py-3', look.box)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', look.iconClass)} aria-hidden />
      <div className="min-w-0">
        <h3 className="text-xs font-semibold tracking-wide uppercase opacity-80">{t('admin-analytics.recommendation.title')}</h3>
        <p className="mt-0.5 text-sm font-medium">{t(look.text)}</p>
      </div>
    </div>
  );
}
