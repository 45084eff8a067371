import { useQuery } from '@tanstack/react-query';
import { BellRing, Lock, SearchX } from 'lucide-react';
import type { AdminAlertSubscriptionRow } from '#shared/subscribers/alerts.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery } from '../ui/admin-query.ts';
import { EmptyState } from '../ui/list-states.tsx';
import { useSearchedPage } from '../ui/people-list-paging.ts';
import { SearchField } from '../ui/search-field.tsx';
import { AlertSubscriberRow } from './alert-subscriber-row.tsx';
import { AlertSummary } from './alert-summary.tsx';
import { PagedList } from '../ui/paged-list.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

const ALERT_SUBSCRIPTIONS_PATH = '/api/admin/alert-subscriptions';

/** Who gets e-mail status alerts: counts per state and per service, then the subscribers, searched and paged. */
export function AlertSubscribersWidget() {
  const { t } = useT();
  const { search, setSearch, term, page, setPage } = useSearchedPage();
  const list = useQuery(adminPageQuery<AdminAlertSubscriptionRow>(queryKeys.admin.alertSubscriptions, ALERT_SUBSCRIPTIONS_PATH, term, page));
  const body = (
    <PagedList
      query={list}
      label={t('admin-alerts.subscribers.list')}
      itemsLabel={t('admin-alerts.subscribers.items')}
      loading={{ rows: 4, label: t('admin-alerts.subscribers.loading') }}
      errorFallback={t('admin-alerts.subscribers.loadFailed')}
      empty={
        term ? (
          <EmptyState icon={SearchX}>{t('admin-alerts.subscribers.noMatch')}</EmptyState>
        ) : (
          <EmptyState icon={BellRing}>{t('admin-alerts.subscribers.empty')}</EmptyState>
        )
      }
      onPageChange={setPage}
    >
      {(row) => <AlertSubscriberRow row={row} />}
    </PagedList>
  );

  return (
    <AdminWidget
      title={t('admin-alerts.subscribers.title')}
      icon={BellRing}
      anchor="alert-subscribers"
      description={
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800">
          <Lock className="size-3.5" aria-hidden />
          {t('admin-alerts.subscribers.privacy')}
        </span>
      }
      actions={
        <SearchField
          label={t('admin-alerts.subscribers.search')}
          placeholder={t('admin-alerts.subscribers.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="w-64"
        />
      }
    >
      <AlertSummary />
      {body}
    </AdminWidget>
  );
}
