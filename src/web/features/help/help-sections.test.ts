import { describe, expect, it } from 'vitest';
import { helpSections } from './help-sections';

describe('helpSections', () => {
  it('makes a section of each heading, with its paragraphs split at blank lines', () => {
    const text =
      '## Cestino\nUn box eliminato va nel cestino.\nDa lì lo ripristini.\n\nDopo 30 giorni sparisce.\n\n### Lingue ###\nUndici.';
    expect(helpSections(text)).toEqual([
      {
        id: 'help-1',
        heading: 'Cestino',
        paragraphs: ['Un box eliminato va nel cestino. Da lì lo ripristini.', 'Dopo 30 giorni sparisce.'],
      },
      { id: 'help-2', heading: 'Lingue', paragraphs: ['Undici.'] },
    ]);
  });

  it('keeps the text before the first heading as an introduction without a heading', () => {
    expect(helpSections('Benvenuto.\r\n\r\n## Piani\r\nFree e Pro.')).toEqual([
      { id: 'help-intro', heading: '', paragraphs: ['Benvenuto.'] },
      { id: 'help-2', heading: 'Piani', paragraphs: ['Free e Pro.'] },
    ]);
  });

  it('keeps markup as plain text and finds nothing in a blank text', () => {
    expect(helpSections('<img src=x onerror=alert(1)>')[0]?.paragraphs).toEqual(['<img src=x onerror=alert(1)>']);
    expect(helpSections(' \n\n ')).toEqual([]);
  });
});
