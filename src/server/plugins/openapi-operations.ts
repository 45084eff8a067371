import { z } from 'zod';
import { answerMediaTypes } from '../lib/http/answers.ts';

/**
 * A stable operationId for a route that names none: the method as a verb, then the path's words
 * in camelCase, each path parameter as "By<Name>". GET /api/services/:id/history gives
 * getServicesByIdHistory; the same route always gives the same id, and two routes never share one
 * (method and path are unique, and a test checks the words cannot collide).
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment).replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map(capitalised)].join('');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's answers as the document shows them: one that is not JSON (the registry in
 * lib/http/answers.ts knows it) is listed under the media type it is really served as, instead of the
 * application/json every other answer is.
 */
export function withMediaTypes(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      const mediaType = answer instanceof z.ZodType ? answerMediaTypes.get(answer)?.mediaType : undefined;
      return [status, mediaType ? { description: (answer as z.ZodType).description, content: { [mediaType]: { schema: answer } } } : answer];
    }),
  );
}
