// The names of the callable Cloud Functions, one per room operation: the keys of REQUEST_SCHEMAS,
// in the order a game uses them. functions/ deploys exactly these, web/ sends them, and an
// operation added there is named everywhere at once.

import { REQUEST_SCHEMAS } from './request-schemas';
import type { RequestName } from './request-schemas';

/** The name of one callable: one operation with its request schema. */
export type CallableName = RequestName;

/** Every callable the game exposes, in the order a game uses them. */
export const CALLABLES = /* @__PURE__ */ Object.keys(REQUEST_SCHEMAS) as readonly CallableName[];
