import type { Messages } from '@lingui/core';

/** The area files of one language as one set of messages (ids are unique across areas: see catalogues.test.ts). */
export function mergeCatalogues(files: Record<string, Record<string, unknown>>): Messages {
  return Object.assign({}, ...Object.values(files)) as Messages;
}
