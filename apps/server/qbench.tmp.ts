import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const db = await PGlite.create(undefined, { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.exec(`create table t (id serial primary key, name text, n int); insert into t (name, n) select 'name ' || g, g % 100 from generate_series(1, 50000) g; create index on t (name);`);
for (const round of [1, 2, 3]) {
  const t0 = performance.now();
  for (let i = 0; i < 3000; i++) await db.query('select * from t where name = $1', ['name ' + i]);
  const t1 = performance.now();
  for (let i = 0; i < 30; i++) await db.query('select n, count(*) from t group by n order by 2 desc');
  const t2 = performance.now();
  console.log(`round ${round}: 3000 point ${(t1 - t0).toFixed(0)} ms, 30 aggregates ${(t2 - t1).toFixed(0)} ms`);
}
console.log(fs.readFileSync('/proc/self/status', 'utf8').match(/VmRSS.*/)![0]);
