// Creates or drops the scratch database CI runs the suite against: `ci-database.ts create|drop <server-url> <name>`.
import { runAdminStatement } from './lib/scratch-database.ts';

const [action, serverUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action ?? '') || !serverUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: ci-database.ts create|drop <postgres-server-url> <database_name>');
  process.exit(2);
}
await runAdminStatement(
  serverUrl,
  action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`,
);
console.log(`${action === 'create' ? 'Created' : 'Dropped'} scratch database ${name}`);
