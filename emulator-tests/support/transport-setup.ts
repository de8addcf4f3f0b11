// Follows the transport (transport.ts) before any other module of a test loads: the web SDK's Auth
// keeps the fetch it finds when it loads, so a fetch wrapped after that never carries its requests.
// The emulator tests' Vitest configs list this file first; a script imports it first.
import { followTransport } from './transport';

followTransport();
