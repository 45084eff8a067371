// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { readFirstScreen, seedFirstScreen } from './first-screen.ts';
import { queryKeys } from './query-keys.ts';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_RENDERED_AT } from '#shared/status/first-screen.js';

function documentWith(json: string, renderedAt?: string): Document {
  const doc = document.implementation.createHTMLDocument('board');
  const element = doc.createElement('script');
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = json;
  if (renderedAt) element.setAttribute(FIRST_SCREEN_RENDERED_AT, renderedAt);
  doc.head.append(element);
  return doc;
}

describe('readFirstScreen', () => {
  it('reads the embedded answers and the moment the server drew the page, once', () => {
    const doc = documentWith('{"/api/notices":[]}', '2026-12-01T18:00:00.000Z');
    expect(readFirstScreen(doc)).toEqual({ data: { '/api/notices': [] }, renderedAt: new Date('2026-12-01T18:00:00.000Z') });
    expect(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(readFirstScreen(doc)).toBeNull();
  });

  it('has no moment for a page the server did not draw, and nothing for a page without a first screen or a broken one', () => {
    expect(readFirstScreen(documentWith('{}'))?.renderedAt).toBeNull();
    expect(readFirstScreen(document.implementation.createHTMLDocument('other page'))).toBeNull();
    expect(readFirstScreen(documentWith('{"/api/services": [oops'))).toBeNull();
  });
});

describe('seedFirstScreen', () => {
  it('puts each embedded answer into the query its path fills, as fetched at the given moment, and ignores paths it does not know', () => {
    const client = createQueryClient();
    const at = Date.parse('2026-12-01T18:00:00Z');
    seedFirstScreen(
      client,
      { '/api/services': [{ id: 's1', name: 'Manulife', type: 'insurance', status: 'offline' }], '/api/notices': [], '/api/other': 1 },
      at,
    );
    expect(client.getQueryData(queryKeys.services)).toEqual([{ id: 's1', name: 'Manulife', type: 'insurance', status: 'offline' }]);
    expect(client.getQueryData(queryKeys.notices)).toEqual([]);
    expect(client.getQueryState(queryKeys.services)?.dataUpdatedAt).toBe(at);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
