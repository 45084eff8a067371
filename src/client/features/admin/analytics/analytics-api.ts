import { adminReadQuery } from '../ui/admin-query.ts';
import type { DashboardAnalytics, MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** SPEC.md section 7: both analytics reads are polled every 30 s. */
export const dashboardAnalyticsQuery = adminReadQuery<DashboardAnalytics>(queryKeys.admin.dashboardAnalytics, '/api/admin/dashboard-analytics');
export const marketplaceAnalyticsQuery = adminReadQuery<MarketplaceAnalytics>(queryKeys.admin.marketplaceAnalytics, '/api/admin/marketplace-analytics');
