import { adminReadQuery } from '../ui/admin-query.ts';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { queryKeys } from '#client/api/query-keys.ts';

const CLINIC_HEARTBEAT_PATH = '/api/admin/clinic-heartbeat';

/** One polled query (key [path], every 30 s) shared by the connectivity widget and the banner. */
export const clinicHeartbeatQuery = () => adminReadQuery<ClinicHeartbeatReport>(queryKeys.admin.clinicHeartbeat, CLINIC_HEARTBEAT_PATH);
