import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock, Mail, SearchX } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery } from '../ui/admin-query.ts';
import { formatDate } from '../ui/format.ts';
import { EmptyState } from '../ui/list-states.tsx';
import { useSearchedPage } from '../ui/people-list-paging.ts';
import { SearchField } from '../ui/search-field.tsx';
import { PagedList } from '../ui/paged-list.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

const SUBSCRIPTIONS_PATH = '/api/admin/newsletter-subscriptions';

/** Newsletter Subscriptions (docs/product/admin.md): searched by e-mail or IP, 5 per page. */
export function NewsletterSubscriptionsWidget() {
  const { t } = useT();
  const noteId = useId();
  const { search, setSearch, term, page, setPage } = useSearchedPage();
  const subscriptions = useQuery(adminPageQuery<AdminSubscriptionRow>(queryKeys.admin.newsletterSubscriptions, SUBSCRIPTIONS_PATH, term, page));

  const body = (
    <PagedList
      query={subscriptions}
      label={t('admin-subscriptions.list.label')}
      describedBy={noteId}
      itemsLabel={t('admin-subscriptions.list.items')}
      loading={{ rows: 5, label: t('admin-subscriptions.list.loading') }}
      errorFallback={t('admin-subscriptions.list.failed')}
      empty={
        term ? (
          <EmptyState icon={SearchX}>{t('admin-subscriptions.list.noMatch')}</EmptyState>
        ) : (
          <EmptyState icon={Mail}>{t('admin-subscriptions.list.empty')}</EmptyState>
        )
      }
      onPageChange={setPage}
    >
      {(row) => <SubscriptionRow row={row} />}
    </PagedList>
  );

  return (
    <AdminWidget
      title={t('admin-subscriptions.widget.title')}
      icon={Mail}
      anchor="subscriptions"
      description={
        <span id={noteId} className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800">
          <Lock className="size-3.5" aria-hidden />
          {t('admin-subscriptions.widget.encrypted')}
        </span>
      }
      actions={
        <SearchField
          label={t('admin-subscriptions.search.label')}
          placeholder={t('admin-subscriptions.search.placeholder')}
          value={search}
          onChange={setSearch}
          className="w-64"
        />
      }
    >
      {body}
    </AdminWidget>
  );
}

function SubscriptionRow({ row }: { row: AdminSubscriptionRow }) {
  const { t, locale } = useT();
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all text-slate-900 sm:truncate sm:break-normal">{row.email}</p>
        <p className="mt-0.5 flex flex-col text-xs text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
          {row.ipAddress ? (
            <span>
              <span className="sr-only">{t('admin-subscriptions.row.ipAddress')} </span>
              <span className="font-mono">{row.ipAddress}</span>
            </span>
          ) : (
            <span className="text-slate-500">{t('admin-subscriptions.row.noIp')}</span>
          )}
          <span aria-hidden className="hidden text-slate-300 sm:inline">
            •
          </span>
          <span>
            <T
              id="admin-subscriptions.row.subscribed"
              values={{ date: formatDate(row.createdAt, locale) }}
              components={{ 0: <time dateTime={row.createdAt} /> }}
            />
          </span>
        </p>
      </div>
      <Badge tone={row.isActive ? 'success' : 'neutral'} title={row.pending ? t('admin-subscriptions.row.pendingHint') : undefined}>
        {row.isActive ? t('admin-subscriptions.row.active') : row.pending ? t('admin-subscriptions.row.notConfirmed') : t('admin-subscriptions.row.inactive')}
      </Badge>
    </li>
  );
}
