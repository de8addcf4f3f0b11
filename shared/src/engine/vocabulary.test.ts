import { describe, expect, it } from 'vitest';
import { SEATS, bySeat, nextSeat, partnerOf, teamOf } from './vocabulary';

describe('bySeat', () => {
  it('asks for each seat in order and keeps the answers in seat order', () => {
    const asked: number[] = [];
    const names = bySeat((seat) => {
      asked.push(seat);
      return `Seat ${seat + 1}`;
    });
    expect(asked).toEqual([...SEATS]);
    expect(names).toEqual(['Seat 1', 'Seat 2', 'Seat 3', 'Seat 4']);
  });

  it('builds per-seat facts from the seat helpers', () => {
    expect(bySeat(teamOf)).toEqual([0, 1, 0, 1]);
    expect(bySeat(partnerOf)).toEqual([2, 3, 0, 1]);
    expect(bySeat(nextSeat)).toEqual([1, 2, 3, 0]);
  });
});
