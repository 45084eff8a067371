import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A catalogue as kept in the repository: message id to ICU MessageFormat text. */
export type Catalogue = Record<string, string>;

export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * Parses every message once, ahead of use, so that neither the browser nor the server carries or
 * runs a MessageFormat parser while drawing a page. Throws, naming the message, on bad syntax.
 */
export function compileCatalogue(catalogue: Catalogue, source = 'catalogue'): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, text] of Object.entries(catalogue)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${source}: message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}
