import { mendedQuestion } from '../src/server/korai/plan/mended-words.js';
import { boxesOf } from '../tests/support/korai-generated.js';
console.log(mendedQuestion('how mnay coffees this mnoth', 'en', boxesOf('en'), []));
console.log(mendedQuestion('how many times did I go runing last wek?', 'en', boxesOf('en'), []));
console.log(boxesOf('en').map(b=>b.name));
