import { z } from 'zod';
import type { DashboardAnalytics, MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { CARD_TYPES } from '#shared/validation.js';
import { answers } from '#server/lib/http/answers.js';

const dayCount = z.object({ date: z.string().describe('A calendar day in the provider time zone, YYYY-MM-DD'), count: z.number().int() });
const cardType = z.enum(CARD_TYPES);

const dashboard: z.ZodType<DashboardAnalytics> = z.object({
  totalClicks: z.number().int(),
  clicksByDay: z.array(dayCount),
  topCards: z.array(z.object({ cardType, cardId: z.string(), cardName: z.string(), count: z.number().int() })),
  clicksByCardType: z.array(z.object({ cardType, cardName: z.string(), count: z.number().int() })),
});

const marketplace: z.ZodType<MarketplaceAnalytics> = z.object({
  totalClicks: z.number().int(),
  uniqueUsersLast30Days: z.number().int(),
  clicksByDay: z.array(dayCount),
  recentActivity: z.array(dayCount),
});

export const dashboardAnalyticsAnswers = answers({ 200: dashboard });
export const marketplaceAnalyticsAnswers = answers({ 200: marketplace });
