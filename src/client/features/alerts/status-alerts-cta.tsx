/** STUB: replaced by the dashboard's "get status alerts" opt-in. */
export function StatusAlertsCta() {
  return null;
}
