import { readQuestion } from '../src/server/korai/plan/parse.js';
import { boxesOf, TODAY } from '../tests/support/korai-generated.js';
const qs: [string, any][] = [
  ['quante voltte ho bevuto caffè la settimana scorsa?', 'it'],
  ['quante volte ho bevuto caffè la setimana scorsa?', 'it'],
  ['quante volte ho bevuto caffè la settimana sorsa?', 'it'],
  ['how many times did I go runing last wek?', 'en'],
  ['how many tmes did I drink coffee yesterdy?', 'en'],
  ['how mnay coffees this mnoth', 'en'],
  ['cuántas veces tomé café la semana pasdaa', 'es'],
  ['quante volte zorbliq caffè', 'it'],
];
for (const [q, l] of qs) {
  const boxes = boxesOf(l);
  console.log(q, '->', JSON.stringify(await readQuestion(q, l, boxes, TODAY)).slice(0, 200));
}
