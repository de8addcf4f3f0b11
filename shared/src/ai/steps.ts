// Work in steps: a generator that yields between two pieces of its work (a sampled deal solved), so
// a thread can stop it there and answer something else, where a plain call could only be ended
// with its thread (a hint's chance on a phone: web/src/lib/offline/hint.worker.ts).

/** Work that yields between its pieces and returns `T` at the end. */
export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to the end, at once. */
export const drain = <T>(steps: Steps<T>): T => {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
};
