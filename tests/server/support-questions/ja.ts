import type { SupportQuestion } from './support-question.js';

export const ja: SupportQuestion[] = [
  { question: 'Proの料金はいくらですか？', passage: 'plans' },
  { question: '解約するにはどうすればいい？', passage: 'cancel' },
  { question: '指紋でログインできますか', passage: 'passkeys' },
  { question: 'データは安全？', passage: 'privacy' },
  { question: 'Daylioからデータを移行できますか？', passage: 'import' },
  { question: 'パスワードを忘れてしまいました', passage: 'password' },
  { question: 'アカウントを消したい', passage: 'deleteAccount' },
  { question: '無料で試せますか？', passage: 'trial' },
  { question: 'グラフや統計は見られますか', passage: 'reports' },
  { question: 'コーヒー2杯みたいに文字で書いて記録できますか？', passage: 'events' },
  { question: 'K-ORAIに目標の進み具合を聞けますか？', passage: 'korai' },
  { question: '明日の東京の天気は？', passage: null },
  { question: 'CSVで書き出せる？', passage: 'export', heldOut: true },
  { question: 'オフラインでも使える？', passage: 'devices', heldOut: true },
  { question: '削除したボックスを元に戻したい', passage: 'trash', heldOut: true },
];
