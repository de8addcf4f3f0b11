import { describe, expect, it } from 'vitest';
import { dominoCount, seatSummary } from './seat-summary';
import type { TablePlayer } from './table-view-model';

const grandma: TablePlayer = {
  name: 'Grandma',
  kind: 'human',
  away: false,
  dominoCount: 4,
  isShaker: true,
  bid: '34',
};

describe('seat summaries', () => {
  it('counts dominoes in words', () => {
    expect(dominoCount(1)).toBe('1 domino');
    expect(dominoCount(0)).toBe('0 dominoes');
  });

  it('reads out who sits where and what matters about them', () => {
    expect(seatSummary(grandma, 'top', true)).toBe(
      'Grandma, partner, 4 dominoes, bid 34, shaker, their turn',
    );
    expect(seatSummary({ ...grandma, bid: 'Pass', isShaker: false, kind: 'ai' }, 'left', false)).toBe(
      'Grandma, opponent on your left, 4 dominoes, pass, AI player',
    );
  });
});
