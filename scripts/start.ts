// `npm start`: build the web app if needed, then run the server in this very process, so Ctrl-C and
// SIGTERM reach it directly and it can close the embedded database cleanly.
import { ensureWebBuild } from './lib/web-build.ts';

ensureWebBuild();
await import('../apps/server/src/server.ts');
