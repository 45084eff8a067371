/*
 * The history module's public entry: a service's history as one plugin, the cache behind it,
 * and calendar days of the configured time zone, computed in Node with its own time-zone data
 * (never the database's, which may be older), for any module that counts by local day.
 */
export { addDays, localDate, localDaysEnding, type LocalDay } from './local-days.ts';
export { createServiceHistoryCache, type HistoryCache } from './history-cache.ts';
export { historyRoutes as historyModule } from './history.routes.ts';
