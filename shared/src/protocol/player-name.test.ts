import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, checkPlayerName } from './player-name';

const refusal = (typed: string) => {
  const checked = checkPlayerName(typed);
  return checked.ok ? `accepted ${JSON.stringify(checked.value)}` : checked.error;
};

describe('checkPlayerName', () => {
  it('trims a name and stores it in NFC', () => {
    expect(checkPlayerName('  Ann  ')).toEqual({ ok: true, value: 'Ann' });
    const decomposed = 'Zoe\u0308';
    expect(decomposed).toHaveLength(4);
    expect(checkPlayerName(decomposed)).toEqual({ ok: true, value: 'Zo\u00eb' });
  });

  it('keeps names in any script, with emoji and the joiners inside them', () => {
    for (const name of ['José', 'Анна', '李雷', 'مريم', 'Bo 🂡', '👩‍👩‍👧', "D'Arcy-Lee", 'AI', 'AI 5', 'Kai 2'])
      expect(checkPlayerName(name), name).toEqual({ ok: true, value: name });
  });

  it('refuses a name with nothing visible in it', () => {
    for (const name of ['', '   ', '\u200b', '\u200b\u200c\u200d', '\ufeff \u2060', '\u3164', '\u00ad'])
      expect(refusal(name), JSON.stringify(name)).toMatch(
        /^(Please enter a name|A name needs at least one visible character)$/,
      );
  });

  it('refuses control characters, line breaks and direction marks anywhere in a name', () => {
    const hidden = ['Ann\u0000', 'A\u0000nn', 'Ann\nBo', 'Ann\r\nBo', 'An\tn', 'Ann\u2028Bo', 'Ann\u0085'];
    const bidi = [
      '\u202eevE',
      'Eve\u202e',
      'Ann\u2066x\u2069',
      'Ann\u200f',
      'Ann\u200e',
      'Ann\u061c',
      'A\u202ab',
    ];
    for (const name of [...hidden, ...bidi])
      expect(refusal(name), JSON.stringify(name)).toBe("Names can't contain hidden or control characters");
  });

  it("refuses names that pass for the table's AI players, however they are spelled", () => {
    for (const name of ['AI 2', 'ai2', 'A.I. 3', 'ai 1', ' AI-4 ', 'a i 2', 'ＡＩ２', 'Ai_1'])
      expect(refusal(name), name).toBe('That name is kept for the AI players');
  });

  it('refuses names that only look like an AI player’s, in letters of other scripts (UTS #39 skeleton)', () => {
    const lookAlikes = [
      '\u0410\u0406 2', // Cyrillic А and І
      '\u0430\u0456 3', // Cyrillic а and і
      '\u0391\u0399 3', // Greek Alpha and Iota
      '\u03b1\u03b9 4', // Greek alpha and iota
      'A\u0406 4', // Latin A, Cyrillic І
      '\u0410I 1', // Cyrillic А, Latin I
      '\u0410\u04c0 2', // Cyrillic А and palochka
      'Al 2', // a small L for the capital I
      'A| 3', // a vertical line for the I
      'AI \u01a7', // Latin tone two for the 2
      '\uff21\u0406\uff12', // fullwidth A and 2 around a Cyrillic І
      'A\u200dI 2', // a zero-width joiner between the letters
      '\u0410\u200d\u0406 2', // and with Cyrillic letters
      '\u13aa\u0399 2', // Cherokee A, Greek Iota
      '\u{1d400}\u{1d408} 3', // mathematical bold A and I
    ];
    for (const name of lookAlikes)
      expect(refusal(name), JSON.stringify(name)).toBe('That name is kept for the AI players');
  });

  it('keeps real names in Cyrillic, Greek and other scripts, and names near an AI’s that read differently', () => {
    for (const name of ['Анна', 'Ζωή', '李雷', 'Αλέξης', 'Ира', 'Іван', 'AL 2', 'AI', 'AI 5', 'Ali 2', 'Kai'])
      expect(checkPlayerName(name), name).toEqual({ ok: true, value: name });
  });

  it('refuses names longer than the limit, counted after trimming', () => {
    expect(checkPlayerName(`  ${'x'.repeat(MAX_NAME_LENGTH)}  `).ok).toBe(true);
    expect(refusal('x'.repeat(MAX_NAME_LENGTH + 1))).toBe(`Names are at most ${MAX_NAME_LENGTH} characters`);
    expect(refusal('x'.repeat(1_000_000))).toBe(`Names are at most ${MAX_NAME_LENGTH} characters`);
  });
});
