import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@texas42/shared';
import { CLIENT_ERROR_CODES, ERROR_WORDS } from './error-words';
import { errorMessage } from './error-message';
import { GameClientError } from './game-client';

describe('the words a player reads for each error code', () => {
  it('has a plain sentence for every server and client code', () => {
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      const words = ERROR_WORDS[code];
      expect(words, code).toMatch(/^[A-Z].*[.!]$/);
      expect(words.length, code).toBeLessThanOrEqual(120);
      expect(words, code).not.toMatch(/\w+\/[\w-]+|undefined|error/i);
    }
  });

  it('holds no words for a code nobody sends', () => {
    expect(Object.keys(ERROR_WORDS).sort()).toEqual([...ERROR_CODES, ...CLIENT_ERROR_CODES].sort());
  });

  it("gives a client error its code's words unless it brings its own", () => {
    expect(new GameClientError('room/stale').message).toBe(ERROR_WORDS['room/stale']);
    expect(new GameClientError('room/illegal', 'You must follow sixes').message).toBe(
      'You must follow sixes',
    );
    expect(errorMessage(new GameClientError('quota/joins', ''))).toBe(ERROR_WORDS['quota/joins']);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(ERROR_WORDS['client/unknown']);
  });
});
