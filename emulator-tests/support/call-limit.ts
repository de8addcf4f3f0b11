// At most so many calls in flight to each callable from this process. The functions emulator
// starts a worker process for every request in flight to a function (to any callable in `npm
// test`'s suites, which share one pool: warm-functions.ts), and on a busy machine a burst
// of starting workers can fail (the emulator gives a worker 30 s to load, then drops the request);
// tests start the workers they need beforehand (warm-functions.ts) and keep within that number.
// Unlimited until a limit is set.

const limits = new Map<string, number>();
const active = new Map<string, number>();
const waiting = new Map<string, (() => void)[]>();

/** Allows at most `count` calls in flight to `callable`. */
export function limitCalls(callable: string, count: number): void {
  limits.set(callable, count);
}

/** Lifts every limit (calls that go to a server other than the functions emulator). */
export function clearCallLimits(): void {
  limits.clear();
}

/** Runs `call` once fewer than the limit of calls to `callable` are in flight. */
export async function withinLimit<T>(callable: string, call: () => Promise<T>): Promise<T> {
  const limit = limits.get(callable) ?? Infinity;
  if ((active.get(callable) ?? 0) >= limit)
    await new Promise<void>((resolve) => waiting.set(callable, [...(waiting.get(callable) ?? []), resolve]));
  active.set(callable, (active.get(callable) ?? 0) + 1);
  try {
    return await call();
  } finally {
    active.set(callable, active.get(callable)! - 1);
    const [next, ...rest] = waiting.get(callable) ?? [];
    waiting.set(callable, rest);
    next?.();
  }
}
