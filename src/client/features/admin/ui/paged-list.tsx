import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '#shared/admin/admin.js';
import { cn } from '#client/lib/cn.ts';
import { ListError, ListSkeleton } from './list-states.tsx';
import { Pager } from './pager.tsx';

interface PagedListProps<T extends { id: string }> {
  /** A server-paged list (adminPageQuery): the previous page stays, dimmed, while the next loads. */
  query: UseQueryResult<Page<T>>;
  /** Accessible name of the list. */
  label: string;
  /** For the pager's buttons ("clinics"). */
  itemsLabel: string;
  loading: { rows: number; label: string };
  errorFallback: string;
  /** Shown when no row matches; the caller tells "none yet" from "none for this search". */
  empty: ReactNode;
  onPageChange: (page: number) => void;
  ordered?: boolean;
  describedBy?: string;
  children: (item: T) => ReactNode;
}

/** Loading, failed, empty, or one page of rows with the pager: the admin panel's searched lists. */
export function PagedList<T extends { id: string }>({
  query,
  label,
  itemsLabel,
  loading,
  errorFallback,
  empty,
  onPageChange,
  ordered = false,
  describedBy,
  children,
}: PagedListProps<T>) {
  const data = query.data;
  if (query.isPending) return <ListSkeleton rows={loading.rows} label={loading.label} />;
  if (!data) return <ListError error={query.error} fallback={errorFallback} onRetry={() => void query.refetch()} />;
  if (data.total === 0) return <>{empty}</>;
  const List = ordered ? 'ol' : 'ul';
  const stale = query.isPlaceholderData;
  return (
    <>
      <List
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={stale || undefined}
        className={cn('divide-y divide-slate-100 rounded-xl border border-slate-200 transition-opacity', stale && 'opacity-60')}
      >
        {data.items.map((item) => (
          <Fragment key={item.id}>{children(item)}</Fragment>
        ))}
      </List>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={onPageChange} itemsLabel={itemsLabel} disabled={stale} />
    </>
  );
}
