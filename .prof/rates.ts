import { readAll } from '../tests/support/korai-generated.js';
import { LANGUAGE_CODES } from '../src/shared/languages.js';
for (const set of ['first', 'more'] as const) {
  const line: string[] = [];
  for (const l of LANGUAGE_CODES) { const r = await readAll(l, set); line.push(`${l} ${r.understood}/${r.total} wrong ${r.wrong.length}`); }
  console.log(set, line.join(', '));
}
