/**
 * Ids from URLs and forms. Match ids are uuids (a non-uuid reaching a uuid column would raise
 * 22P02); every other id is a positive integer that fits int8 and a JS number.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A numeric id from text ("42"), or undefined for anything else ("042", "4.2", "-1", "1e3"). */
export function parseId(value: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
