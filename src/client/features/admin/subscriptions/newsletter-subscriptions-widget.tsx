import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock, Mail, SearchX } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { NEWSLETTER_ADMIN_TEXTS, type AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery } from '../ui/admin-query.ts';
import { formatDate } from '../ui/format.ts';
import { EmptyState } from '../ui/list-states.tsx';
import { useSearchedPage } from '../ui/people-list-paging.ts';
import { SearchField } from '../ui/search-field.tsx';
import { PagedList } from '../ui/paged-list.tsx';
import { queryKeys } from '#client/api/query-keys.ts';

const SUBSCRIPTIONS_PATH = '/api/admin/newsletter-subscriptions';

/** Newsletter Subscriptions (docs/product/admin.md): searched by e-mail or IP, 5 per page. */
export function NewsletterSubscriptionsWidget() {
  const noteId = useId();
  const { search, setSearch, term, page, setPage } = useSearchedPage();
  const subscriptions = useQuery(adminPageQuery<AdminSubscriptionRow>(queryKeys.admin.newsletterSubscriptions, SUBSCRIPTIONS_PATH, term, page));

  const body = (
    <PagedList
      query={subscriptions}
      label="Newsletter subscriptions"
      describedBy={noteId}
      itemsLabel="subscriptions"
      loading={{ rows: 5, label: 'Loading subscriptions' }}
      errorFallback="Failed to load newsletter subscriptions"
      empty={
        term ? <EmptyState icon={SearchX}>{NEWSLETTER_ADMIN_TEXTS.noMatch}</EmptyState> : <EmptyState icon={Mail}>{NEWSLETTER_ADMIN_TEXTS.empty}</EmptyState>
      }
      onPageChange={setPage}
    >
      {(row) => <SubscriptionRow row={row} />}
    </PagedList>
  );

  return (
    <AdminWidget
      title="Newsletter Subscriptions"
      icon={Mail}
      anchor="subscriptions"
      description={
        <span id={noteId} className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800">
          <Lock className="size-3.5" aria-hidden />
          {NEWSLETTER_ADMIN_TEXTS.encrypted}
        </span>
      }
      actions={<SearchField label="Search subscriptions" placeholder="E-mail or IP address" value={search} onChange={setSearch} className="w-64" />}
    >
      {body}
    </AdminWidget>
  );
}

function SubscriptionRow({ row }: { row: AdminSubscriptionRow }) {
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all text-slate-900 sm:truncate sm:break-normal">{row.email}</p>
        <p className="mt-0.5 flex flex-col text-xs text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
          {row.ipAddress ? (
            <span>
              <span className="sr-only">IP address: </span>
              <span className="font-mono">{row.ipAddress}</span>
            </span>
          ) : (
            <span className="text-slate-500">IP not recorded</span>
          )}
          <span aria-hidden className="hidden text-slate-300 sm:inline">
            •
          </span>
          <span>
            Subscribed <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
          </span>
        </p>
      </div>
      <Badge tone={row.isActive ? 'success' : 'neutral'} title={row.pending ? 'Signed up, but the confirmation link was never opened' : undefined}>
        {row.isActive ? 'Active' : row.pending ? 'Inactive (not confirmed)' : 'Inactive'}
      </Badge>
    </li>
  );
}
