const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID; ids that are not can only be "not found", never a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
