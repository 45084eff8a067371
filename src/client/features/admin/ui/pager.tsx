import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, in the page's language, for the buttons' accessible names ("clinics"). */
  itemsLabel: string;
  disabled?: boolean;
}

/** 'Showing a-b of n', 'Page x of y', Previous and Next (docs/product/admin.md). */
export function Pager({ page, pageSize, total, onPageChange, itemsLabel, disabled = false }: PagerProps) {
  const { t } = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('admin-panel.pager.label', { items: itemsLabel })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm text-slate-600"
    >
      <p aria-live="polite">{t('admin-panel.pager.showing', { first, last, total })}</p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={disabled || page <= 1}
          aria-label={t('admin-panel.pager.previousOf', { items: itemsLabel })}
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t('admin-panel.pager.previous')}
        </Button>
        <span className="min-w-[5.5rem] text-center font-medium text-slate-700">{t('admin-panel.pager.page', { page, count: pageCount })}</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={disabled || page >= pageCount}
          aria-label={t('admin-panel.pager.nextOf', { items: itemsLabel })}
        >
          {t('admin-panel.pager.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
