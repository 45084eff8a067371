import type { FastifyRequest } from 'fastify';

/** A polled answer as its route sends it: the JSON body (made only when needed) and its ETag. */
export interface FirstScreenAnswer {
  etag: string;
  body: () => string;
}

/** A route's answer for this caller: from memory, or (the clinic's own view) read for the page. */
type AnswerFor = (request: FastifyRequest) => FirstScreenAnswer | Promise<FirstScreenAnswer>;

export interface FirstScreenOptions {
  /**
   * The pages (FIRST_SCREEN_ROUTES) whose HTML carries this answer; every one when absent. The
   * board carries GET /api/board, the wall display every service (GET /api/services).
   */
  pages?: readonly string[];
}

export interface FirstScreen {
  /** Adds a GET route's answer to the data the dashboard's pages carry. */
  provide(path: string, answerFor: AnswerFor, options?: FirstScreenOptions): void;
  /** This caller's answers for `page`: a key that changes whenever any of them does, and the JSON to embed. */
  compose(request: FastifyRequest, page: string): Promise<{ key: string; json: () => string }>;
}

/**
 * What the dashboard's first screen needs (the board, incidents, maintenance, notices, access, the
 * caller's own clinic; the wall display every service), put into its HTML by the server
 * (docs/product/board.md) so the first paint shows the real status and the client starts without
 * a request. Every part is the answer its route sends, from memory, except a registered clinic's
 * own view, which is read for the page (a stranger's is answered from memory too). The JSON is `{ "<path>": <answer>, ... }`, the
 * client's query keys, and the key lets the page's compressed copies be reused until something
 * changes.
 */
export function createFirstScreen(): FirstScreen {
  const providers: { path: string; answerFor: AnswerFor; pages: readonly string[] | undefined }[] = [];
  return {
    provide(path, answerFor, options = {}) {
      if (providers.some((p) => p.path === path)) throw new Error(`first screen: ${path} is provided twice`);
      providers.push({ path, answerFor, pages: options.pages });
    },
    async compose(request, page) {
      const mine = providers.filter((p) => p.pages === undefined || p.pages.includes(page));
      const answers = await Promise.all(mine.map(async (p) => ({ path: p.path, answer: await p.answerFor(request) })));
      return {
        key: answers.map((a) => a.answer.etag).join('|'),
        json: () => `{${answers.map((a) => `${JSON.stringify(a.path)}:${a.answer.body()}`).join(',')}}`,
      };
    },
  };
}
