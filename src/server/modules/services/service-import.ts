import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/open.js';
import { serviceChecks, services } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { AppError, conflict } from '#server/lib/errors.js';
import { SERVICE_IMPORT_MESSAGES, SERVICE_MESSAGES } from '#shared/status/service-admin.js';
import { serviceCreateSchema, type ServiceCreateInput } from '#shared/status/monitoring.js';
import { checkSettingsOf, freshCheckRuntime, targetPolicy, validateCheckTarget } from '../monitoring/index.ts';
import { checkClaimsNetworkType, isUniqueViolation, serviceColumnsOf, type ServiceAdminDeps } from './service-admin.service.ts';
import { fieldName, type ImportFormat, type ImportRow } from './service-import-rows.ts';

/*
 * POST /api/admin/services/import (docs/product/admin.md): every row validated on its own with the
 * rules of a single add (the same schema, the claims-network rule, the check's target vetted, names
 * free on the board and within the file), then every valid row written in one transaction, so a
 * database failure leaves nothing half-imported. One audit entry and one refresh of the board per
 * import, not per row.
 */

/** One problem of a refused row, in English; the route writes it in the caller's language. */
export interface RowRefusal {
  row: number;
  name?: string;
  field?: string;
  problem: string;
}

export interface ImportOutcome {
  imported: number;
  withChecks: number;
  refusedRows: number;
  refused: RowRefusal[];
  dryRun: boolean;
}

interface ValidRow {
  row: number;
  input: ServiceCreateInput;
}

/** Rows a multi-row insert takes at once: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

export async function importServices(
  deps: ServiceAdminDeps,
  rows: readonly ImportRow[],
  options: { format: ImportFormat; dryRun: boolean },
  actor: AdminActor,
): Promise<ImportOutcome> {
  const refused: RowRefusal[] = [];
  const valid = validateRows(deps, rows, options.format, refused);
  const free = await withoutNamesTaken(deps, valid, refused);
  refused.sort((a, b) => a.row - b.row);
  const outcome = {
    imported: free.length,
    withChecks: free.filter((row) => row.input.check).length,
    refusedRows: new Set(refused.map((refusal) => refusal.row)).size,
    refused,
    dryRun: options.dryRun,
  };
  if (options.dryRun || free.length === 0) return outcome;

  try {
    await deps.db.transaction(async (tx) => {
      await insertRows(tx, deps, free);
      await recordAudit(tx, deps.keys, {
        ...auditFieldsOf(actor),
        action: 'service.import',
        target: 'services',
        details: { imported: outcome.imported, withChecks: outcome.withChecks, refusedRows: outcome.refusedRows, format: options.format },
        at: deps.clock.now(),
      });
    });
  } catch (error) {
    // Validation found every name free; another change took one meanwhile. Nothing was written.
    if (isUniqueViolation(error)) throw conflict(SERVICE_IMPORT_MESSAGES.raced);
    throw error;
  }
  await deps.directory.view.invalidate();
  return outcome;
}

/** The rows every rule of a single add accepts, names unique within the file; the others' problems in `refused`. */
function validateRows(deps: ServiceAdminDeps, rows: readonly ImportRow[], format: ImportFormat, refused: RowRefusal[]): ValidRow[] {
  const policy = targetPolicy(deps.config);
  const firstRowOf = new Map<string, number>();
  const valid: ValidRow[] = [];
  for (const { row, data, problems } of rows) {
    const name = nameOf(data);
    const refuse = (problem: string, path?: string) =>
      refused.push({ row, ...(name ? { name } : {}), ...(path ? { field: fieldName(path, format) } : {}), problem });
    for (const problem of problems)
      refused.push({ row, ...(name ? { name } : {}), ...(problem.field ? { field: problem.field } : {}), problem: problem.message });

    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      refuse(SERVICE_IMPORT_MESSAGES.notAnObject);
      continue;
    }
    const parsed = serviceCreateSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) refuse(issue.message, issue.path.join('.') || undefined);
      continue;
    }
    const input = parsed.data;
    const ruleBroken = firstRefusal(() => checkClaimsNetworkType(input.name, input.type));
    if (ruleBroken) refuse(ruleBroken, 'type');
    const targetRefused = input.check ? firstRefusal(() => validateCheckTarget(input.check!.type, input.check!.target, policy)) : null;
    if (targetRefused) refuse(targetRefused, 'check.target');

    const key = input.name.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) refuse(SERVICE_IMPORT_MESSAGES.duplicateInFile(input.name, first), 'name');
    else firstRowOf.set(key, row);
    if (!ruleBroken && !targetRefused && first === undefined && problems.length === 0) valid.push({ row, input });
  }
  return valid;
}

function nameOf(data: unknown): string | undefined {
  const name = data && typeof data === 'object' ? (data as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 80) : undefined;
}

/** The message of the rule `check` breaks, or null. */
function firstRefusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** Names are unique whatever their case, as for a single add: one query for the whole file. */
async function withoutNamesTaken(deps: ServiceAdminDeps, rows: ValidRow[], refused: RowRefusal[]): Promise<ValidRow[]> {
  if (rows.length === 0) return rows;
  const lowered = rows.map((row) => row.input.name.toLowerCase());
  const taken = new Map<string, string>();
  for (let start = 0; start < lowered.length; start += INSERT_CHUNK) {
    const clash = await deps.db
      .select({ name: services.name })
      .from(services)
      .where(inArray(sql`lower(${services.name})`, lowered.slice(start, start + INSERT_CHUNK)));
    for (const { name } of clash) taken.set(name.toLowerCase(), name);
  }
  return rows.filter((row) => {
    const existing = taken.get(row.input.name.toLowerCase());
    if (existing) refused.push({ row: row.row, name: row.input.name, field: 'name', problem: SERVICE_MESSAGES.nameTaken(existing) });
    return !existing;
  });
}

/** The services at the end of the board in file order, then their checks, each due now as a new check is. */
async function insertRows(tx: Tx, deps: ServiceAdminDeps, rows: readonly ValidRow[]): Promise<void> {
  const now = deps.clock.now();
  const [next] = await tx.select({ value: sql<number>`coalesce(max(${services.sortOrder}), -1) + 1` }).from(services);
  const base = Number(next?.value ?? 0);
  const idOf = new Map<string, string>();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const created = await tx
      .insert(services)
      .values(chunk.map(({ input }, i) => ({ ...serviceColumnsOf(input), sortOrder: base + start + i, createdAt: now, updatedAt: now })))
      .returning({ id: services.id, name: services.name });
    for (const { id, name } of created) idOf.set(name, id);
  }
  const checks = rows.flatMap(({ input }) =>
    input.check ? [{ serviceId: idOf.get(input.name)!, ...checkSettingsOf(input.check, now), ...freshCheckRuntime(now), createdAt: now }] : [],
  );
  for (let start = 0; start < checks.length; start += INSERT_CHUNK) {
    await tx.insert(serviceChecks).values(checks.slice(start, start + INSERT_CHUNK));
  }
}
