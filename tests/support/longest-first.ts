import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server test files that take longest (a minute or two each: two processes waiting for scheduled minutes,
 * thousands of generated requests), longest first. Vitest starts files in the order of their last durations when
 * it has them and of their size otherwise, which on a fresh clone starts these last: a worker then runs one alone
 * while the other has finished.
 */
const LONGEST = [
  'two-processes',
  'generated-input-2',
  'generated-input-1',
  'korai-generated',
  'generated-input-admin',
  'heavy-flood',
  'jobs',
];

const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return at === -1 ? LONGEST.length : at;
};

/** Vitest's own order, with the longest files first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, place) => ({ file, place }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.place - b.place)
      .map(({ file }) => file);
  }
}
