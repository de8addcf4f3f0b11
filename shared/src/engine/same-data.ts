// Two values of plain data are the same when they hold the same values, whatever the order of
// their keys: a room read back from Firestore has its keys sorted, one built in memory does not.

/** True when `a` and `b` are equal as plain data (an undefined field counts as absent). */
export const sameData = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const fields = (value: object) =>
    Object.entries(value).filter(([, item]) => item !== undefined) as [string, unknown][];
  const [left, right] = [fields(a), new Map(fields(b))];
  return (
    left.length === right.size &&
    left.every(([key, item]) => right.has(key) && sameData(item, right.get(key)))
  );
};
