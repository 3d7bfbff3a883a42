import { mendedQuestion } from '../src/server/korai/plan/mended-words.js';
import { readQuestion } from '../src/server/korai/plan/read-question.js';
const B = [
  { id: 1, name: 'Caffè', emoji: '☕', color: '#000000', unit: null, trackingMode: 'counter' },
  { id: 2, name: 'Film', emoji: '🎬', color: '#000000', unit: null, trackingMode: 'descriptive' },
  { id: 3, name: 'Palestra', emoji: '🏋️', color: '#000000', unit: null, trackingMode: 'counter' },
] as any;
for (const q of ['Qual è il film più corto di ottobre?', 'Quante volte caffè negli ultimx 7 giorni?', 'Quante volte caffè questo meze?', 'Quante volte caffè la settimana scorza?', 'Quante volte palestra quest annp?'])
  console.log(q, '|', mendedQuestion(q, 'it', B, []), '|', JSON.stringify(await readQuestion(q, 'it', B, '2026-11-19')).slice(0, 150));
