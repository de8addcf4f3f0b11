// Going to another page from code (a mutation's answer) as a link in a sheet goes there: from
// inside an open sheet the page takes the sheet's step of the history (use-sheet-step.ts), so Back
// from it comes to the screen under the sheet, not to the sheet's step at the same address first.
import { use, useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { To } from 'react-router';
import { InSheet } from '../components/ui/sheet/in-sheet';

/** `navigate(to)`, in the open sheet's step of the history when called from inside one. */
export function useSheetNavigate(): (to: To) => void {
  const navigate = useNavigate();
  const inSheet = use(InSheet);
  return useCallback((to: To) => void navigate(to, { replace: inSheet }), [navigate, inSheet]);
}
