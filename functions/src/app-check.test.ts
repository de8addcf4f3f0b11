import { describe, expect, it } from 'vitest';
import { appCheckEnforced } from './app-check';

describe('appCheckEnforced', () => {
  it('enforces App Check on a deployed function unless its deploy turns it off', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: '' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'false' })).toBe(false);
  });

  it('leaves it off on the functions emulator unless ENFORCE_APP_CHECK=true turns it on', () => {
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', ENFORCE_APP_CHECK: 'false' })).toBe(false);
  });

  it('refuses to guess at any other setting', () => {
    for (const setting of ['yes', 'TRUE', '1', 'off'])
      expect(() => appCheckEnforced({ ENFORCE_APP_CHECK: setting }), setting).toThrow(
        `ENFORCE_APP_CHECK is "true" or "false", not "${setting}"`,
      );
  });
});
