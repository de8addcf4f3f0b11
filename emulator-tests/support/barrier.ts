// A meeting point: `arrive(key)` resolves once `parties` callers have arrived with that key (or at
// once if they already have), so several clients can send their moves at the same instant.
// It keeps no clock. A slow caller (its last call queued behind a starting function worker, its
// listener behind) is waited for: letting the others go without it would send the moves apart,
// which is what the barrier is there to prevent. A caller that gives up calls `abandon`, which lets
// every waiting and later caller go; since each caller's own calls and waits have limits, the
// barrier cannot hang a test.

/** One key the barrier opened: by a full house or by an abandon, and how long the first caller
 * waited for the last. */
export interface Round {
  readonly full: boolean;
  readonly spreadMs: number;
}

/** A reusable barrier keyed by the moment it marks. */
export interface Barrier {
  arrive(key: string): Promise<void>;
  /** A caller stopped for good: every gate opens now and later arrivals pass at once. */
  abandon(): void;
  /** The keys opened so far, in the order they opened. */
  readonly rounds: () => readonly Round[];
}

interface Gate {
  count: number;
  readonly firstAt: number;
  readonly open: Promise<void>;
  readonly release: () => void;
  opened: boolean;
}

/** A barrier for `parties` callers per key. */
export function barrier(parties: number): Barrier {
  const gates = new Map<string, Gate>();
  const rounds: Round[] = [];
  let abandoned = false;
  const openGate = (gate: Gate, full: boolean) => {
    if (gate.opened) return;
    gate.opened = true;
    rounds.push({ full, spreadMs: performance.now() - gate.firstAt });
    gate.release();
  };
  return {
    arrive: (key) => {
      let gate = gates.get(key);
      if (gate === undefined) {
        let release = () => {};
        const open = new Promise<void>((resolve) => (release = resolve));
        gate = { count: 0, firstAt: performance.now(), open, release, opened: false };
        gates.set(key, gate);
      }
      if (++gate.count === parties) openGate(gate, true);
      else if (abandoned) openGate(gate, false);
      return gate.open;
    },
    abandon: () => {
      abandoned = true;
      for (const gate of gates.values()) openGate(gate, false);
    },
    rounds: () => rounds,
  };
}
