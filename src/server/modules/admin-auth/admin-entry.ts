import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError, type Config } from '#server/config.js';
import { ADMIN_ENTRY_PATH_PREFIX } from '#shared/sign-in/admin-auth.js';

const SUFFIX_FILE = 'admin-entry-suffix';
const SUFFIX_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The secret part of the second admin entry path (/secure-admin-<suffix>). Like the keys,
 * the embedded default invents one into the data directory on first start; PostgreSQL
 * deployments run several instances, which must agree, so there it must be configured (the
 * configuration refuses to start without it: engineProblems in config.ts).
 */
export function resolveAdminEntrySuffix(config: Pick<Config, 'adminAccess' | 'dataDir' | 'publicUrl'>, log: { warn(message: string): void }): string {
  if (config.adminAccess.entrySuffix) return config.adminAccess.entrySuffix;
  const file = path.join(config.dataDir, SUFFIX_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(12).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another start won the race; its suffix stands.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const suffix = fs.readFileSync(file, 'utf8').trim();
  if (!SUFFIX_PATTERN.test(suffix)) throw new ConfigError([`${file} does not hold a valid admin entry suffix; delete it to get a new one.`]);
  // The address is a secret and logs travel far (aggregators, support tickets): say where it is, not what it is.
  log.warn(
    `Admin entry page: ${config.publicUrl}${ADMIN_ENTRY_PATH_PREFIX}<the suffix in ${file}>. Set ADMIN_ENTRY_SUFFIX to choose it; keep the address private.`,
  );
  return suffix;
}

export function adminEntryPath(suffix: string): string {
  return `${ADMIN_ENTRY_PATH_PREFIX}${suffix}`;
}
