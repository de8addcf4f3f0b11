import { describe, expect, it } from 'vitest';
import { PUBLIC_FORMAT } from '@texas42/shared';
import { newerFormatError } from './document-format';

describe('newerFormatError', () => {
  it('asks to reload for a document of a newer format than this page knows', () => {
    expect(newerFormatError({ format: PUBLIC_FORMAT + 1, version: 3 })).toMatchObject({
      code: 'format/unknown-version',
      message: 'The app was updated: please reload the page.',
    });
  });

  it('reads today’s format and documents from before formats had numbers', () => {
    expect(newerFormatError({ format: PUBLIC_FORMAT, version: 3 })).toBeNull();
    expect(newerFormatError({ version: 3 })).toBeNull();
    expect(newerFormatError(null)).toBeNull();
  });
});
