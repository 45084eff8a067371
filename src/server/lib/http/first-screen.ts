import type { FastifyRequest } from 'fastify';

/** A polled answer as its route sends it: the JSON body (made only when needed) and its ETag. */
export interface FirstScreenAnswer {
  etag: string;
  body: () => string;
}

export interface FirstScreen {
  /** Adds a polled GET route's answer to the data every dashboard page carries. */
  provide(path: string, answerFor: (request: FastifyRequest) => FirstScreenAnswer): void;
  /** This caller's answers: a key that changes whenever any of them does, and the JSON to embed. */
  compose(request: FastifyRequest): { key: string; json: () => string };
}

/**
 * What the dashboard's first screen needs (services, incidents, maintenance, notices, access),
 * put into its HTML by the server (docs/product/board.md) so the first paint shows the real status and the
 * client starts without a request. Every part comes from the in-memory answer its route sends,
 * so a page costs no database work; the JSON is `{ "<path>": <answer>, ... }`, the client's
 * query keys, and the key lets the page's compressed copies be reused until something changes.
 */
export function createFirstScreen(): FirstScreen {
  const providers: { path: string; answerFor: (request: FastifyRequest) => FirstScreenAnswer }[] = [];
  return {
    provide(path, answerFor) {
      if (providers.some((p) => p.path === path)) throw new Error(`first screen: ${path} is provided twice`);
      providers.push({ path, answerFor });
    },
    compose(request) {
      const answers = providers.map((p) => ({ path: p.path, answer: p.answerFor(request) }));
      return {
        key: answers.map((a) => a.answer.etag).join('|'),
        json: () => `{${answers.map((a) => `${JSON.stringify(a.path)}:${a.answer.body()}`).join(',')}}`,
      };
    },
  };
}
