// Two values of plain data are the same when they hold the same values, whatever the order of
// their keys: a room read back from Firestore has its keys sorted, one built in memory does not.

/** A record as JSON has it: no Map, Date or class's object. */
const isRecord = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** How many of a record's fields hold a value (an undefined one counts as absent). */
const definedFields = (record: Record<string, unknown>): number =>
  Object.keys(record).filter((key) => record[key] !== undefined).length;

/** True when `a` and `b` are equal as plain data (an undefined field counts as absent). What is not
 * plain data (a Map, a Date) is the same only as itself: its contents are not its fields. The
 * property scans compare thousands of whole games with it, so it walks without copying. */
export const sameData = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameData(item, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  let fields = 0;
  for (const key of Object.keys(left)) {
    if (left[key] === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(right, key) || !sameData(left[key], right[key])) return false;
    fields++;
  }
  return fields === definedFields(right);
};
