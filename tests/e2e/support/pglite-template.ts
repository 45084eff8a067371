import os from 'node:os';
import path from 'node:path';

/**
 * Where an end-to-end run keeps its migrated, empty embedded database: made once by the global
 * setup, copied by each spec's server (tests/support/live-server.ts). Named after the run's main
 * process, which runs the global setup; the workers are told it through E2E_PGLITE_TEMPLATE.
 */
export function pgliteTemplateRoot(): string {
  return path.join(os.tmpdir(), `clinic-status-e2e-template-${process.pid}`);
}
