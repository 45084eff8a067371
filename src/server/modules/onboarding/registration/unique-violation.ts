/**
 * True when `error` (or the driver error it wraps) is PostgreSQL's unique violation, of the
 * named constraint or index when one is given. Both drivers (pg, PGlite) set `code` and
 * `constraint`; the query builder wraps their error as its `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: violated } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
  }
  return false;
}
