import fs from 'node:fs';
import path from 'node:path';
import { assertEngineReady, ConfigError, type Config } from '#server/config.js';
import { createKeyRing, generateKeyMaterialSpec, parseBlindIndexKey, parseDataKeys, type KeyRing } from './crypto.ts';

interface Logger {
  warn(message: string): void;
}

/**
 * Keys come from the environment. The embedded (PGlite) default may generate them once into
 * the data directory so a first start just works; PostgreSQL deployments share one database
 * between instances, so there the keys must be configured and are never invented.
 */
export function loadKeyRing(config: Config, log: Logger): KeyRing {
  const { dataKeys, blindIndexKey } = config.encryption;
  if (dataKeys && blindIndexKey) {
    return createKeyRing({ dataKeys: parseDataKeys(dataKeys), blindIndexKey: parseBlindIndexKey(blindIndexKey) });
  }
  assertEngineReady(config, 'data');
  const file = path.join(config.dataDir, 'keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, JSON.stringify(generateKeyMaterialSpec(), null, 2), { mode: 0o600, flag: 'wx' });
    log.warn(`Generated encryption keys into ${file}. Back this file up: without it the stored personal data cannot be read.`);
  }
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { dataKeys: string; blindIndexKey: string };
    return createKeyRing({ dataKeys: parseDataKeys(stored.dataKeys), blindIndexKey: parseBlindIndexKey(stored.blindIndexKey) });
  } catch (error) {
    throw new ConfigError([`${file}: ${(error as Error).message}. Restore this file from your backup; without it the stored personal data cannot be read.`]);
  }
}
