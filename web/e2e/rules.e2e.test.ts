import { describe, expect, inject, it } from 'vitest';
import { PHONE, visit, usePhones } from './browser';
import { reachAtSizes } from './support/reach';

// The rule book, one tap from the home screen: the dominoes drawn, every house rule named, every
// control within reach at 390x844 and 740x360.

const baseUrl = inject('baseUrl');
const newPhone = usePhones();
const SIZES = [PHONE, { width: 740, height: 360 }] as const;

describe('the rule book', () => {
  it('keeps the rule book one tap from home, the dominoes drawn, within reach', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/');
    await page.getByRole('link', { name: 'The rules', exact: true }).tap();
    await page.getByRole('heading', { name: 'The rules of 42' }).waitFor();
    await expect(page.locator('main [data-domino="6-4"]').count()).resolves.toBeGreaterThan(0);
    await page.getByText(/^Nello: Off, On, doubles their own suit/).waitFor();
    const reach = await reachAtSizes(page, SIZES);
    expect(reach.problems).toEqual([]);
    expect(reach.fewestChecked).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
