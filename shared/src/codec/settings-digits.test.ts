import { describe, expect, it } from 'vitest';
import { HOUSE, SETTING_NAMES, choicesOf } from '../engine';
import { FORMATS, LINK_GENERATION, formatChar } from './link-format';
import { decodeGame, encodeGame } from './replay-link';
import { DigitReader } from './mixed-radix';
import { readSettings } from './settings-digits';

describe("a link's settings", () => {
  it('carry every value the lobby offers for every setting, and read back as it was', () => {
    for (const name of SETTING_NAMES)
      for (const { value } of choicesOf(name)) {
        const record = { settings: { ...HOUSE, [name]: value }, seed: 3, actions: [] };
        const link = encodeGame(record);
        if (!link.ok) throw new Error(`${name}: ${JSON.stringify(value)} does not fit a link`);
        expect(decodeGame(link.value)).toEqual({ ok: true, value: record });
      }
  });

  it('read from a link of every generation so far, a setting it lacks as its rule says', () => {
    for (let generation = 0; generation <= LINK_GENERATION; generation++)
      expect(readSettings(DigitReader.of('')!, generation), `generation ${generation}`).not.toBeNull();
  });

  it("are written in today's generation, and a link of a newer one is refused, not misread", () => {
    const link = encodeGame({ settings: HOUSE, seed: 3, actions: [] });
    expect(link.ok && link.value[0]).toBe(formatChar(false));
    expect(formatChar(false)).toBe(FORMATS[2 * LINK_GENERATION]);
    const newer = FORMATS[2 * LINK_GENERATION + 2]! + (link.ok ? link.value.slice(1) : '');
    expect(decodeGame(newer)).toMatchObject({ ok: false, error: { code: 'codec/unsupported' } });
  });
});
