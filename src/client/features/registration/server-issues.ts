import { ApiError } from '#client/lib/api.ts';

/** The per-field messages of a 400 answer ({ issues: [{ path, message }] }), first message per field. */
export function serverFieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as { issues?: unknown };
    if (!Array.isArray(parsed.issues)) return {};
    const byField: Record<string, string> = {};
    for (const issue of parsed.issues as { path?: unknown; message?: unknown }[]) {
      const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
      if (typeof path === 'string' && typeof issue.message === 'string' && !(path in byField)) byField[path] = issue.message;
    }
    return byField;
  } catch {
    return {};
  }
}
