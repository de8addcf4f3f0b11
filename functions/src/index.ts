// The deployed surface: every callable, re-exported. Logic lives in the modules.
export { ping } from './ping';
