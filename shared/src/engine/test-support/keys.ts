// Test support: deal keys made from a number. Real keys come from the server's entropy; these are
// reproducible and differ in every byte from one number to the next.

import { advance, valueOf } from '../prng';

/** A deal key (64 hex digits) made from `n`. */
export const testKey = (n: number): string => {
  let state = Math.imul(n, 0x9e3779b1) ^ 0x5bd1e995;
  let hex = '';
  for (let word = 0; word < 8; word++) {
    state = advance(state);
    hex += Math.floor(valueOf(state) * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  }
  return hex;
};
