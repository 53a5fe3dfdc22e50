import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's seeded demo template (tests/support/throwaway-cms.ts). */
    seededCmsTemplates: string;
  }
}

/**
 * The integration projects' global setup: a folder for this run's seeded demo, which the
 * first `useSeededCms` file fills and every later one copies, in both projects (one folder per
 * Vitest process, so the timed files after the others do not seed it again). The CMS is not loaded here:
 * this is Vitest's own process, where importing the CMS config now and then never settles
 * (the run then hangs, or ends without a word and exit code 0).
 */
export default function setup(project: TestProject): () => void {
  const folder = path.join(tmpdir(), `club-cms-template-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  project.provide('seededCmsTemplates', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
