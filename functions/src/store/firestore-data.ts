// Firestore stores maps, arrays, strings, numbers, booleans and null, but refuses an array
// directly inside an array and `undefined`. Documents are made from plain room data through
// JSON (which drops undefined fields) and then checked, so a shape Firestore would refuse fails
// here, named by its path, and never half-way through a commit.

/** Where `value` holds something Firestore refuses (a nested array, a non-finite number), or null. */
export const firestoreProblem = (value: unknown, path = '', inArray = false): string | null => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path || 'value'} is not finite`;
  if (Array.isArray(value)) {
    if (inArray) return `${path} is an array inside an array`;
    for (const [index, item] of value.entries()) {
      const problem = firestoreProblem(item, `${path}[${index}]`, true);
      if (problem !== null) return problem;
    }
    return null;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = firestoreProblem(item, path === '' ? key : `${path}.${key}`, false);
      if (problem !== null) return problem;
    }
    return null;
  }
  return `${path || 'value'} is a ${typeof value}`;
};

/** Plain data as a Firestore document; throws (a server bug, never a client's) if Firestore would refuse it. */
export const firestoreData = <T extends object>(value: T): Record<string, unknown> => {
  const data = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  const problem = firestoreProblem(data);
  if (problem !== null) throw new Error(`Firestore would refuse this document: ${problem}`);
  return data;
};
