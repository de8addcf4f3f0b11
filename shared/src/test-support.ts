// `@texas42/shared/test-support`: what the other workspaces' tests share with these, so a check
// is written once. Nothing here is imported by the app.
export { dominoesNamed } from './view/test-support/dominoes-named';
export { randomSource } from './view/test-support/random-games';
export { linkAsking } from './codec/test-support/link-bombs';
