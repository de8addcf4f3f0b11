// The privacy scan's direct check, shared by the scan over random games (view/privacy.test.ts)
// and the one over the view documents the server wrote (emulator-tests).

/** Every domino id a view names for the hand in progress: numbers under a "domino" key and in
 * "hand" or "dealt" lists, anywhere in the tree. Events of earlier hands (an object with another
 * "handNumber") are skipped: ids come round again with every deal. */
export const dominoesNamed = (view: unknown, handNumber: number): number[] => {
  const ids: number[] = [];
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      if (key === 'hand' || key === 'dealt') ids.push(...(value as number[]));
      else for (const item of value) walk(item, key);
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.handNumber === 'number' && record.handNumber !== handNumber) return;
      // for-in rather than Object.entries: no array of pairs per object, the scan's largest cost.
      // A view is plain data, so its enumerable keys are its own.
      for (const k in record) walk(record[k], k);
    } else if (key === 'domino' && typeof value === 'number') ids.push(value);
  };
  walk(view, '');
  return ids;
};
