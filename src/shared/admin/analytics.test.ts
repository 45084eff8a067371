import { describe, expect, it } from 'vitest';
import { averageClicksPerDay, marketplaceRecommendation } from './analytics.ts';

describe('marketplaceRecommendation', () => {
  it.each([
    [0, 'low', 'Low engagement so far. Consider improving marketing or wait for more data.'],
    [20, 'low', 'Low engagement so far. Consider improving marketing or wait for more data.'],
    [21, 'moderate', 'Moderate interest. Monitor for a few more weeks before deciding.'],
    [50, 'moderate', 'Moderate interest. Monitor for a few more weeks before deciding.'],
    [51, 'high', 'High engagement! Consider implementing the marketplace feature.'],
    [100_000, 'high', 'High engagement! Consider implementing the marketplace feature.'],
  ])('for %i total clicks is %s', (total, level, text) => {
    expect(marketplaceRecommendation(total)).toEqual({ level, text });
  });
});

describe('averageClicksPerDay', () => {
  it('divides the total by the days listed, and is 0 with no day listed', () => {
    expect(averageClicksPerDay(10, 4)).toBe(2.5);
    expect(averageClicksPerDay(0, 0)).toBe(0);
  });
});
