import { adminReadQuery } from '../ui/admin-query.ts';
import type { DashboardAnalytics, MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** Both analytics reads are polled every 30 s (docs/product/admin.md). */
export const dashboardAnalyticsQuery = adminReadQuery<DashboardAnalytics>(queryKeys.admin.dashboardAnalytics, '/api/admin/dashboard-analytics');
export const marketplaceAnalyticsQuery = adminReadQuery<MarketplaceAnalytics>(queryKeys.admin.marketplaceAnalytics, '/api/admin/marketplace-analytics');
