// A replay link packs a sequence of small choices ("the 3rd of 11 legal actions") into one big
// number in mixed radix: digit i has its own radix, so n choices cost log2(n) bits each with no
// rounding, and a forced move (radix 1) costs nothing. The number is written in base 64 with the
// URL-safe alphabet, least significant digit first.

/** The URL-safe base-64 alphabet (RFC 4648, section 5). */
export const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Collects digits, each with its radix, and packs them into a URL-safe string. */
export class DigitWriter {
  private readonly digits: number[] = [];
  private readonly radices: number[] = [];

  /** Appends `digit` (0 <= digit < radix). */
  push(digit: number, radix: number): void {
    this.digits.push(digit);
    this.radices.push(radix);
  }

  /** The digits as one number, written in base 64. */
  toString(): string {
    let value = 0n;
    for (let i = this.digits.length - 1; i >= 0; i--)
      if (this.radices[i]! > 1) value = value * BigInt(this.radices[i]!) + BigInt(this.digits[i]!);
    let text = '';
    for (; value > 0n; value >>= 6n) text += URL_ALPHABET[Number(value & 63n)];
    return text;
  }
}

/** Reads digits back in the order they were written, each with the radix the reader names. */
export class DigitReader {
  private value: bigint;

  private constructor(value: bigint) {
    this.value = value;
  }

  /** A reader over a base-64 string, or null when a character is outside the alphabet. */
  static of(text: string): DigitReader | null {
    let value = 0n;
    for (let i = text.length - 1; i >= 0; i--) {
      const digit = URL_ALPHABET.indexOf(text[i]!);
      if (digit < 0) return null;
      value = (value << 6n) | BigInt(digit);
    }
    return new DigitReader(value);
  }

  /** The next digit in `radix`. */
  next(radix: number): number {
    if (radix <= 1) return 0;
    const big = BigInt(radix);
    const digit = Number(this.value % big);
    this.value /= big;
    return digit;
  }

  /** True when every digit has been read. */
  get done(): boolean {
    return this.value === 0n;
  }
}
