import { apiRequest } from '../lib/api.ts';
import type { DashboardClickInput } from '#shared/validation.js';

export type DashboardClick = DashboardClickInput;

/**
 * POST /api/track/dashboard-click. Analytics must never get in the clinic's way, so a failure
 * is only logged (docs/product/board.md) and the returned promise always resolves.
 */
export async function trackClick(click: DashboardClick): Promise<void> {
  try {
    await apiRequest('POST', '/api/track/dashboard-click', click);
  } catch (error) {
    console.error('Could not record dashboard click', error);
  }
}

/** The header Marketplace link; the server also counts it as a marketplace click. */
export const MARKETPLACE_CLICK: DashboardClick = { cardType: 'header', cardId: 'marketplace', cardName: 'Marketplace' };
