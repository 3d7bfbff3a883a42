import type { SupportQuestion } from './support-question.js';

export const fr: SupportQuestion[] = [
  { question: "Combien coûte l'abonnement Pro ?", passage: 'plans' },
  { question: 'comment résilier mon abonnement', passage: 'cancel' },
  { question: "on peut se connecter avec l'empreinte digitale ?", passage: 'passkeys' },
  { question: 'est-ce que mes données sont protégées ?', passage: 'privacy' },
  { question: 'je peux récupérer mes données de Daylio ?', passage: 'import' },
  { question: "j'ai oublié mon mot de passe", passage: 'password' },
  { question: 'supprimer mon compte', passage: 'deleteAccount' },
  { question: "c'est quoi K-ORAI ?", passage: 'korai' },
  { question: 'quel est le prix de pro par an', passage: 'plans' },
  { question: 'est-ce que je peux noter un truc en écrivant juste 2 cafés ?', passage: 'events' },
  { question: 'K-ORAI peut me dire si je suis dans les temps pour mes objectifs ?', passage: 'korai' },
  { question: 'quelle est la recette des crêpes ?', passage: null },
  { question: "l'essai gratuit dure combien de temps ?", passage: 'trial', heldOut: true },
  { question: 'comment exporter mes données', passage: 'export', heldOut: true },
  { question: 'vous répondez en combien de temps', passage: 'contact', heldOut: true },
];
