// The mail thread's entry when the server runs from its TypeScript sources (tsx, the tests): Node
// loads this file itself, so it registers tsx before it imports the work. The built server's
// thread loads dist/server/mail-thread.js instead (thread.ts).
import { register } from 'tsx/esm/api';

register();
const { default: deliverInThread } = await import('./thread-entry.ts');
export default deliverInThread;
