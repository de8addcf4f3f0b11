// A payload must be plain data before any schema reads it. JSON.parse turns `"__proto__": {...}`
// into an own key that a `key in object` check then reads through, so a field could ride in on a
// prototype; objects of any class other than Object (or null-prototype ones) and arrays are
// refused too, as are keys that name the prototype machinery, at any depth.

import type { PayloadError } from './payload-errors';

/** Keys no request has, which in JavaScript reach an object's prototype. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** The deepest nesting an honest request has (a transformer's parameter list sits at depth 5). */
const MAX_PAYLOAD_DEPTH = 8;

const NOT_UNDERSTOOD: PayloadError = {
  code: 'payload/not-an-object',
  message: 'The request is not understood',
};

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isPlainArray = (value: object): boolean =>
  Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype;

/** Why `value`, which may be anything, is not plain data; checks every level without recursion. */
const problemWithin = (value: unknown): PayloadError | null => {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'function' || typeof item === 'symbol' || typeof item === 'bigint')
      return NOT_UNDERSTOOD;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH)
      return { code: 'payload/too-large', message: 'The request is nested too deeply' };
    if (!isPlainObject(item) && !isPlainArray(item)) return NOT_UNDERSTOOD;
    const key = PROTOTYPE_KEYS.find((name) => Object.hasOwn(item, name));
    if (key !== undefined)
      return { code: 'payload/not-an-object', message: `A request may not hold a field called "${key}"` };
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return null;
};

/** Why a payload is not a plain object of plain data, or null when it is. */
export const plainDataProblem = (payload: unknown): PayloadError | null =>
  typeof payload !== 'object' || payload === null || Array.isArray(payload)
    ? NOT_UNDERSTOOD
    : problemWithin(payload);
