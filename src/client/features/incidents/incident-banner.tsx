/** STUB: replaced by the dashboard's active and recent incidents. */
export function IncidentBanner() {
  return null;
}
