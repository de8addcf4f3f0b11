// Whether a control is inside an open sheet, where a link puts its page in the sheet's step of the
// browser's history rather than after it (hooks/use-sheet-step.ts). Apart from that hook, so the
// first screen's links carry this alone.
import { createContext } from 'react';

/** True inside an open sheet (bottom-sheet.tsx provides it, link-button.tsx reads it). */
export const InSheet = createContext(false);
