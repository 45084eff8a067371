import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { INPUT_MESSAGES, unstorableText } from '#shared/input-rules.js';

type Found = { path: string; message: string };

/** The first string, at any depth, that no column could store. */
function findUnstorable(value: unknown, path: string, depth = 0): Found | null {
  if (typeof value === 'string') {
    return unstorableText(value) ? { path, message: INPUT_MESSAGES.unstorable(path || 'The request') } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorableText(key)) return { path: path || key, message: INPUT_MESSAGES.unstorable(path || 'A field name') };
    const found = findUnstorable(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, on every route and before any schema, a NUL or an unpaired surrogate anywhere in the
 * body, the query or the path: no column stores them, so without this guard they surface as a
 * 500 from the database, possibly after part of a change was written. Field schemas
 * say the rest of what a field may hold.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findUnstorable(request.params, '') ?? findUnstorable(request.query, '') ?? findUnstorable(request.body, '');
    if (found) return done(new AppError('validation', found.message, { issues: [found] }));
    done();
  });
}
