import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs before each integration file's imports. A file that imports the data
 * layer loads the CMS config (which reads the environment) before
 * `useSeededCms` runs; without this it would open the developer's own
 * `data/club.db` instead of a throwaway one.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'club-cms-'));
process.env.THROWAWAY_DIR = dir;
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
process.env.MEDIA_DIR = path.join(dir, 'media');
