import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractHashtags } from './hashtags.js';

/** Tags as people write them in the eleven languages, combining marks and inner hyphens included. */
const TAGS = [
  'parco',
  'sci-fi',
  'pärk',
  'nai\u0308ve',
  'पार्क',
  'कॉफ़ी',
  'सुबह_की_सैर',
  'кофе',
  'قهوة',
  'مُمتاز',
  'コーヒー',
  '咖啡',
  'café2026',
];

describe('extractHashtags', () => {
  it('reads every tag of a sentence whole, in any script, each once and lower-cased', () => {
    const sentence = fc.array(
      fc.record({
        before: fc.constantFrom('', 'visto ', 'oggi, ', '(', 'और '),
        tag: fc.constantFrom(...TAGS),
        after: fc.constantFrom('', ' ', '.', ',', '!', ')', ' e '),
        upper: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(sentence, (parts) => {
        const text = parts
          .map(({ before, tag, after, upper }) => `${before}#${upper ? tag.toUpperCase() : tag}${after} `)
          .join('');
        expect(extractHashtags(text)).toEqual([...new Set(parts.map(({ tag }) => tag.toLowerCase()))]);
      }),
    );
  });

  it('reads the notes too, and no tag from a lone # or a trailing hyphen', () => {
    expect(extractHashtags('Dune #sci-fi-', 'con Anna #cinema # niente')).toEqual(['sci-fi', 'cinema']);
    expect(extractHashtags(null, undefined, '')).toEqual([]);
  });
});
