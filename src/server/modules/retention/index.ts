/* The retention module's public entry: the job that deletes what the retention periods let go (no routes). */
export { startPurgeJob } from './purge-job.ts';
