import { describe, expect, it } from 'vitest';
import { renderEmbedPage } from './embed-page.ts';

describe('renderEmbedPage', () => {
  it('says when it was updated on the provider’s 12-hour clock with its zone, right in an Alberta winter', () => {
    const page = renderEmbedPage({
      services: [],
      boardUrl: 'https://status.example.ca/',
      providerName: 'Dental IT',
      timeZone: 'America/Edmonton',
      now: new Date('2026-12-01T17:19:00Z'),
    });
    expect(page).toContain('<p>Updated 11:19 a.m. MDT · ');
  });
});
