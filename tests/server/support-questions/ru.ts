import type { SupportQuestion } from './support-question.js';

export const ru: SupportQuestion[] = [
  { question: 'сколько стоит Pro?', passage: 'plans' },
  { question: 'как отменить подписку', passage: 'cancel' },
  { question: 'можно входить по отпечатку пальца?', passage: 'passkeys' },
  { question: 'мои данные в безопасности?', passage: 'privacy' },
  { question: 'можно перенести записи из Daylio?', passage: 'import' },
  { question: 'забыл пароль, что делать', passage: 'password' },
  { question: 'как удалить аккаунт', passage: 'deleteAccount' },
  { question: 'есть ли бесплатный пробный период', passage: 'trial' },
  { question: 'что умеет K-ORAI?', passage: 'korai' },
  { question: 'можно записать что-то просто текстом, например 2 кофе?', passage: 'events' },
  { question: 'K-ORAI может сказать, укладываюсь ли я в свои цели?', passage: 'korai' },
  { question: 'какая завтра погода в москве', passage: null },
  { question: 'как выгрузить данные в csv', passage: 'export', heldOut: true },
  { question: 'работает ли без интернета', passage: 'devices', heldOut: true },
  { question: 'как сменить язык', passage: 'languages', heldOut: true },
];
