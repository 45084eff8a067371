import type { CARD_TYPES } from '../validation.ts';

/**
 * The admin analytics contracts (docs/product/admin.md), shared by the server that
 * computes them and the widgets that draw them. Days are calendar days in the server's
 * TIMEZONE, written YYYY-MM-DD.
 */
export type CardType = (typeof CARD_TYPES)[number];

export interface DayCount {
  date: string;
  count: number;
}

export interface DashboardAnalytics {
  totalClicks: number;
  /** Only days with clicks, oldest first, over the whole retention window. */
  clicksByDay: DayCount[];
  /** The most clicked cards first, at most TOP_CARDS_SHOWN. */
  topCards: { cardType: CardType; cardId: string; cardName: string; count: number }[];
  /** cardName is the type's label (CARD_TYPE_LABELS). */
  clicksByCardType: { cardType: CardType; cardName: string; count: number }[];
}

export interface MarketplaceAnalytics {
  totalClicks: number;
  /** Distinct client IP addresses over the Recent Activity window. */
  uniqueUsersLast30Days: number;
  /** Only days with clicks, oldest first, over the whole retention window. */
  clicksByDay: DayCount[];
  /** Every day of the last RECENT_ACTIVITY_DAYS (today included), zeros too, oldest first. */
  recentActivity: DayCount[];
}

export const CARD_TYPE_LABELS: Record<CardType, string> = {
  service: 'Service cards',
  summary: 'Summary counters',
  header: 'Header links',
};

/** Above 50 and above 20 total marketplace clicks (docs/product/admin.md). */
export const RECOMMENDATION_THRESHOLDS = { high: 50, moderate: 20 } as const;

export type RecommendationLevel = 'high' | 'moderate' | 'low';

export const RECOMMENDATIONS: Record<RecommendationLevel, string> = {
  high: 'High engagement! Consider implementing the marketplace feature.',
  moderate: 'Moderate interest. Monitor for a few more weeks before deciding.',
  low: 'Low engagement so far. Consider improving marketing or wait for more data.',
};

export function marketplaceRecommendation(totalClicks: number): { level: RecommendationLevel; text: string } {
  const level: RecommendationLevel =
    totalClicks > RECOMMENDATION_THRESHOLDS.high ? 'high' : totalClicks > RECOMMENDATION_THRESHOLDS.moderate ? 'moderate' : 'low';
  return { level, text: RECOMMENDATIONS[level] };
}

/** Total clicks divided by the number of days listed; 0 when none are listed (docs/product/admin.md). */
export function averageClicksPerDay(totalClicks: number, daysListed: number): number {
  return daysListed > 0 ? totalClicks / daysListed : 0;
}
