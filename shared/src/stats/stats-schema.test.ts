import { describe, expect, it } from 'vitest';
import { roomWith, started, stepUntil } from '../room/test-support/rooms';
import { finishedGame } from './finished-game';
import { withGame } from './fold';
import { STATS_FORMAT, emptyStats } from './person-stats';
import { decodePersonStats } from './stats-schema';

const done = stepUntil(started(roomWith('Bob')), (r) => r.status === 'finished');
const stats = withGame(emptyStats(), finishedGame(done)!, 1, Date.UTC(2026, 10, 26), true);

describe('stored statistics', () => {
  it('read back as they were written', () => {
    expect(decodePersonStats(JSON.parse(JSON.stringify(stats)))).toEqual({ ok: true, value: stats });
  });

  it('drop fields they do not know', () => {
    const read = decodePersonStats({ ...stats, admin: true, totals: { ...stats.totals, extra: 1 } });
    expect(read).toEqual({ ok: true, value: stats });
  });

  it('of a newer format are refused with words to reload', () => {
    const read = decodePersonStats({ ...stats, format: STATS_FORMAT + 1 });
    expect(read).toMatchObject({
      ok: false,
      error: { code: 'format/unknown-version', message: expect.stringMatching(/newer version.*reload/) },
    });
  });

  it('that are damaged are refused, saying where', () => {
    const broken = { ...stats, totals: { ...stats.totals, games: -1 } };
    expect(decodePersonStats(broken)).toEqual({
      ok: false,
      error: { code: 'format/damaged', message: 'The saved statistics are damaged: totals.games is wrong' },
    });
    expect(decodePersonStats(null).ok).toBe(false);
    expect(decodePersonStats({ ...stats, recent: [{ ...stats.recent[0], won: 'yes' }] }).ok).toBe(false);
  });
});
