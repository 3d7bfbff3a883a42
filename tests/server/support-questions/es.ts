import type { SupportQuestion } from './support-question.js';

export const es: SupportQuestion[] = [
  { question: '¿cuánto cuesta el plan pro?', passage: 'plans' },
  { question: 'como cancelo mi suscripcion', passage: 'cancel' },
  { question: 'puedo entrar con la huella?', passage: 'passkeys' },
  { question: '¿mis datos están seguros?', passage: 'privacy' },
  { question: 'se puede importar desde daylio', passage: 'import' },
  { question: 'olvidé la contraseña y no puedo entrar', passage: 'password' },
  { question: 'quiero borrar mi cuenta', passage: 'deleteAccount' },
  { question: '¿hay prueba gratis?', passage: 'trial' },
  { question: 'cómo paso mis datos a un csv', passage: 'export' },
  { question: '¿puedo registrar algo escribiendo una frase como 2 cafés?', passage: 'events' },
  { question: '¿K-ORAI me puede decir si voy bien con mis objetivos?', passage: 'korai' },
  { question: '¿quién ganó el partido del Real Madrid?', passage: null },
  { question: '¿dónde está la papelera?', passage: 'trash', heldOut: true },
  { question: 'la app funciona sin internet?', passage: 'devices', heldOut: true },
  { question: '¿se puede cambiar el idioma?', passage: 'languages', heldOut: true },
];
