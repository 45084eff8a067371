/** STUB: replaced by the banner shown when several clinics go silent at once. */
export function SilentClinicsBanner() {
  return null;
}
