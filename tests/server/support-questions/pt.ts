import type { SupportQuestion } from './support-question.js';

export const pt: SupportQuestion[] = [
  { question: 'quanto custa o pro?', passage: 'plans' },
  { question: 'como cancelar a assinatura', passage: 'cancel' },
  { question: 'dá pra entrar com a digital?', passage: 'passkeys' },
  { question: 'meus dados ficam seguros?', passage: 'privacy' },
  { question: 'consigo importar do daylio?', passage: 'import' },
  { question: 'esqueci minha senha', passage: 'password' },
  { question: 'quero excluir minha conta', passage: 'deleteAccount' },
  { question: 'tem teste grátis?', passage: 'trial' },
  { question: 'dá pra criar metas?', passage: 'goals' },
  { question: 'dá pra registrar escrevendo uma frase tipo 2 cafés?', passage: 'events' },
  { question: 'o K-ORAI consegue me dizer se estou no ritmo das minhas metas?', passage: 'korai' },
  { question: 'qual foi o placar do jogo do Flamengo?', passage: null },
  { question: 'como faço backup dos meus dados', passage: 'backup', heldOut: true },
  { question: 'quais idiomas o app tem?', passage: 'languages', heldOut: true },
  { question: 'recuperar uma caixa que apaguei', passage: 'trash', heldOut: true },
];
