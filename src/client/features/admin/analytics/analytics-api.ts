import { adminReadQuery } from '../ui/admin-query.ts';
import type { DashboardAnalytics, MarketplaceAnalytics } from '../../../../shared/analytics.ts';

/** SPEC.md section 7: both analytics reads are polled every 30 s. */
export const dashboardAnalyticsQuery = adminReadQuery<DashboardAnalytics>('/api/admin/dashboard-analytics');
export const marketplaceAnalyticsQuery = adminReadQuery<MarketplaceAnalytics>('/api/admin/marketplace-analytics');
