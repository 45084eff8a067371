import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for the buttons' accessible names ("clinics"). */
  itemsLabel: string;
  disabled?: boolean;
}

/** 'Showing a-b of n', 'Page x of y', Previous and Next (docs/product/admin.md). */
export function Pager({ page, pageSize, total, onPageChange, itemsLabel, disabled = false }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${itemsLabel}`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm text-slate-600"
    >
      <p aria-live="polite">
        Showing {first}-{last} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={disabled || page <= 1}
          aria-label={`Previous page of ${itemsLabel}`}
        >
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Button>
        <span className="min-w-[5.5rem] text-center font-medium text-slate-700">
          Page {page} of {pageCount}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={disabled || page >= pageCount}
          aria-label={`Next page of ${itemsLabel}`}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
