import type { SupportQuestion } from './support-question.js';

export const de: SupportQuestion[] = [
  { question: 'Was kostet Pro im Monat?', passage: 'plans' },
  { question: 'wie kann ich mein abo kündigen', passage: 'cancel' },
  { question: 'Anmelden mit Fingerabdruck möglich?', passage: 'passkeys' },
  { question: 'Sind meine Daten bei euch sicher?', passage: 'privacy' },
  { question: 'Kann ich meine Einträge aus Daylio übernehmen?', passage: 'import' },
  { question: 'passwort vergessen was tun', passage: 'password' },
  { question: 'Konto löschen', passage: 'deleteAccount' },
  { question: 'Gibt es eine kostenlose Testphase?', passage: 'trial' },
  { question: 'wie lange bleibt etwas im papierkorb', passage: 'trash' },
  { question: 'kann ich etwas eintragen, indem ich einfach 2 Kaffee schreibe?', passage: 'events' },
  { question: 'Kann K-ORAI mir sagen, ob ich bei meinen Zielen im Plan bin?', passage: 'korai' },
  { question: 'Wie wird das Wetter morgen in Berlin?', passage: null },
  { question: 'kann ich meine Daten als CSV exportieren?', passage: 'export', heldOut: true },
  { question: 'gibt es eine App fürs Handy?', passage: 'devices', heldOut: true },
  { question: 'wie funktionieren Ziele?', passage: 'goals', heldOut: true },
];
