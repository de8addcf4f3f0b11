import { describe, expect, it } from 'vitest';
import { chachaBlock, keyWords } from './chacha20';

/** A block's 64 bytes in hex, words little-endian as RFC 8439 serialises them. */
const serialised = (block: Uint32Array): string =>
  Array.from(block, (word) =>
    [0, 8, 16, 24].map((shift) => ((word >>> shift) & 0xff).toString(16).padStart(2, '0')).join(''),
  ).join('');

describe('the ChaCha20 block function', () => {
  it('gives the test vector of RFC 8439, section 2.3.2', () => {
    const key = keyWords(Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join(''));
    const nonce = new Uint32Array([0x09000000, 0x4a000000, 0x00000000]);
    expect(serialised(chachaBlock(key, 1, nonce))).toBe(
      '10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e' +
        'd2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e',
    );
  });

  it('gives the keystream of RFC 8439, appendix A.1, test vector 1 (all-zero key and nonce)', () => {
    const block = chachaBlock(keyWords('0'.repeat(64)), 0, new Uint32Array(3));
    expect(serialised(block)).toBe(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7' +
        'da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    );
  });
});
