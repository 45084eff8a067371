// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { seedFirstScreen } from './first-screen.ts';
import { queryKeys } from './query-keys.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/status/first-screen.js';

function documentWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('board');
  const element = doc.createElement('script');
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = json;
  doc.head.append(element);
  return doc;
}

describe('seedFirstScreen', () => {
  it('puts each embedded answer into the query its path fills, once, and ignores paths it does not know', () => {
    const client = createQueryClient();
    const doc = documentWith('{"/api/services":[{"id":"s1","name":"Manulife","type":"insurance","status":"offline"}],"/api/notices":[],"/api/other":1}');
    seedFirstScreen(client, doc);
    expect(client.getQueryData(queryKeys.services)).toEqual([{ id: 's1', name: 'Manulife', type: 'insurance', status: 'offline' }]);
    expect(client.getQueryData(queryKeys.notices)).toEqual([]);
    expect(client.getQueryState(queryKeys.services)?.dataUpdatedAt).toBeGreaterThan(0);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
    expect(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('leaves the cache empty when the page has no first screen or a broken one', () => {
    const client = createQueryClient();
    seedFirstScreen(client, document.implementation.createHTMLDocument('other page'));
    seedFirstScreen(client, documentWith('{"/api/services": [oops'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
