import fs from 'node:fs';
import { openDatabase } from './src/platform/db/database.ts';
import { migrateToLatest } from './src/platform/db/migrate.ts';
const st = () => { const s = fs.readFileSync('/proc/self/status', 'utf8'); return `rss ${Number(s.match(/VmRSS:\s+(\d+)/)![1]) >> 10} hwm ${Number(s.match(/VmHWM:\s+(\d+)/)![1]) >> 10}`; };
const d = await openDatabase({ kind: 'pglite', dataDir: process.argv[2] });
await migrateToLatest(d.db);
await new Promise((r) => setTimeout(r, 8000));
console.log('idle', st());
await d.close();
