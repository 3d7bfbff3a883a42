import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/app-process.js';

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(projectRoot, file), 'utf8'));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string };
}

describe('the Node versions Korai declares', () => {
  const declared: string = readJson('package.json').engines.node;

  it('include the Node that runs these tests', () => {
    expect(semver.satisfies(process.versions.node, declared), `${process.versions.node} in ${declared}`).toBe(true);
  });

  it('are supported by every package npm installs, so npm ci warns about none', () => {
    const locked: Record<string, LockedPackage> = readJson('package-lock.json').packages;
    // Optional packages are builds for other platforms, installed only where they run.
    const refusing = Object.entries(locked)
      .filter(([name, entry]) => name && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(declared, entry.engines?.node ?? '*'))
      .map(
        ([name, entry]) =>
          `${name.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines?.node}`,
      );
    expect(refusing).toEqual([]);
  });
});
