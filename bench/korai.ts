/**
 * First-token and complete latency of K-ORAI's built-in engine over HTTP, as the web app asks: one question at a
 * time, the answer read as server-sent events.
 */
const QUESTIONS = [
  "Quanti bicchieri d'acqua ho bevuto questa settimana?",
  'Quante corse ho fatto il mese scorso?',
  'Qual è il mio box più attivo questo mese?',
  "Quando ho visto l'ultimo film?",
  'Quanta acqua al giorno in media negli ultimi 30 giorni?',
  'Qual è la mia serie più lunga di corsa?',
  'Quanti eventi ho registrato in tutto?',
  'Quanti libri #musica ho letto?',
  'Quante corse questa settimana rispetto alla settimana scorsa?',
  'Qual è il voto medio dei libri?',
];

const percentile = (values: number[], quantile: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
};

export async function koraiLatency(appUrl: string, token: string, rounds: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${appUrl}/api/ai/conversations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Bench' }),
  });
  const { id } = (await created.json()) as { id: string };
  const firstToken: number[] = [];
  const complete: number[] = [];
  const perQuestion = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const question of QUESTIONS) {
      const started = performance.now();
      const response = await fetch(`${appUrl}/api/ai/chat/${id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message: `${question}${round ? ` (${round})` : ''}` }),
      });
      if (!response.ok || !response.body) throw new Error(`K-ORAI answered ${response.status}`);
      let text = '';
      let first = 0;
      for await (const chunk of response.body) {
        text += Buffer.from(chunk).toString();
        if (!first && text.includes('"type":"token"')) first = performance.now() - started;
      }
      if (!text.includes('"type":"done"')) throw new Error(`K-ORAI did not finish: ${text.slice(0, 300)}`);
      const total = performance.now() - started;
      firstToken.push(first);
      complete.push(total);
      perQuestion.set(question, [...(perQuestion.get(question) ?? []), total]);
    }
  }
  const slowest = [...perQuestion.entries()]
    .map(([question, values]) => ({ question, p50: percentile(values, 0.5) }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 3);
  return {
    firstToken: { p50: percentile(firstToken, 0.5), p95: percentile(firstToken, 0.95) },
    complete: { p50: percentile(complete, 0.5), p95: percentile(complete, 0.95) },
    slowest,
  };
}
