import { generateKeyMaterialSpec } from '#server/lib/security/crypto.js';
import { rotateEncryptionKeys } from '#server/lib/security/key-rotation.js';
import { EXIT, type CliCommand } from '../command.ts';

export const generateKeysCommand: CliCommand = {
  name: 'generate-keys',
  args: '',
  summary: 'Print a new DATA_ENCRYPTION_KEYS entry and BLIND_INDEX_KEY (keep them secret)',
  needsDatabase: false,
  async run(ctx) {
    const spec = generateKeyMaterialSpec(ctx.clock.now());
    ctx.out(`DATA_ENCRYPTION_KEYS=${spec.dataKeys}`);
    ctx.out(`BLIND_INDEX_KEY=${spec.blindIndexKey}`);
    ctx.out('');
    ctx.out('To rotate: put the new DATA_ENCRYPTION_KEYS entry FIRST, keep the old ones after it, restart every');
    ctx.out('instance, then run: npm run keys -- rotate. Never change BLIND_INDEX_KEY once data exists.');
    return EXIT.ok;
  },
};

export const rotateKeysCommand: CliCommand = {
  name: 'rotate-keys',
  args: '',
  summary: 'Re-encrypt every stored value under the first key of DATA_ENCRYPTION_KEYS',
  async run(ctx) {
    const keys = ctx.keys();
    ctx.out(`Re-encrypting under key "${keys.currentKeyId}"…`);
    const totals = await rotateEncryptionKeys(ctx.db, keys, {
      onProgress: (table, count) => ctx.out(`  ${table}: ${count} rows so far`),
    });
    for (const [table, count] of Object.entries(totals)) ctx.out(`${table}: ${count} rows re-encrypted`);
    ctx.out('Done. Older keys can be removed from DATA_ENCRYPTION_KEYS once every instance has restarted.');
    return EXIT.ok;
  },
};
