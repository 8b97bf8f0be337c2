#!/usr/bin/env node
/**
 * Deletes the reference platform's database (platform.db and its -wal/-shm files) from the
 * data directory ($MC_DATA_DIR, default <repo>/data), so the next start re-creates and
 * re-seeds it. Stop the server first. Prints what it did.
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.MC_DATA_DIR ?? join(repo, 'data'));
const files = ['platform.db', 'platform.db-wal', 'platform.db-shm', 'platform.db-journal'].map((f) => join(dataDir, f));

const removed = [];
for (const file of files) {
  if (existsSync(file)) {
    rmSync(file, { force: true });
    removed.push(file);
  }
}
if (removed.length === 0) {
  console.log(`Nothing to delete: no platform database in ${dataDir}.`);
} else {
  for (const f of removed) console.log(`Deleted ${f}`);
  console.log('The next server start creates and seeds a fresh database.');
}
