// The deployed surface: one callable per operation, under the operation's name, exactly the
// table callables/deployed.ts derives from the room service. Logic lives in the modules.
//
// The bundle is CommonJS (lib/index.cjs, see functions/package.json) so that the table can be the
// module's exports as it is: an ES module's export names are written out one by one, and Cloud
// Functions finds its functions by the names the module exports.
import { DEPLOYED } from './callables/deployed';

module.exports = DEPLOYED;
