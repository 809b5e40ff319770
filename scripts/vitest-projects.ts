import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/** `vi.mock(...)` or `vi.doMock(...)`: the file replaces a module for itself. */
const MOCKS_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

const TEST_FILE = /\.test\.tsx?$/;

/**
 * A workspace's tests as two Vitest projects (decision 0036): the files that share their
 * worker's modules (`isolate: false`: React, Mantine, the database drivers are imported once per
 * worker, not once per file), and the files that replace a module with `vi.mock`, which need a
 * module registry of their own and run isolated. The second list is found by reading the files,
 * so a new test that mocks a module is isolated without anyone listing it.
 */
export function workspaceProjects(
  test: { name: string; root: string } & Record<string, unknown>,
): TestProjectInlineConfiguration[] {
  const mocking = filesMockingModules(test.root);
  const projects: TestProjectInlineConfiguration[] = [
    { test: { ...test, exclude: [...configDefaults.exclude, ...mocking], isolate: false } },
  ];
  if (mocking.length > 0) {
    projects.push({
      test: { ...test, name: `${test.name} (mocks modules)`, include: mocking, isolate: true },
    });
  }
  return projects;
}

/** The test files under `root` (paths relative to it) that mock a module. */
function filesMockingModules(root: string): string[] {
  return testFilesUnder(root)
    .filter((path) => MOCKS_A_MODULE.test(readFileSync(join(root, path), 'utf8')))
    .sort();
}

/** Folders that hold no test of the workspace's own: never walked. */
const NOT_WALKED = new Set(['node_modules', 'dist', 'coverage']);

/** The test files under `root`, relative to it. */
function testFilesUnder(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return NOT_WALKED.has(entry.name) || entry.name.startsWith('.')
        ? []
        : testFilesUnder(root, path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}
