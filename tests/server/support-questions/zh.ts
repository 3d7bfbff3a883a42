import type { SupportQuestion } from './support-question.js';

export const zh: SupportQuestion[] = [
  { question: 'Pro 多少钱？', passage: 'plans' },
  { question: '怎么取消订阅', passage: 'cancel' },
  { question: '可以用指纹登录吗？', passage: 'passkeys' },
  { question: '我的数据安全吗', passage: 'privacy' },
  { question: '能把 Daylio 的记录搬过来吗？', passage: 'import' },
  { question: '忘记密码了怎么办', passage: 'password' },
  { question: '我要注销账号', passage: 'deleteAccount' },
  { question: '有免费试用吗？', passage: 'trial' },
  { question: '能设置每天提醒吗', passage: 'notifications' },
  { question: '可以直接打字记录吗？比如写 2 杯咖啡', passage: 'events' },
  { question: 'K-ORAI 能告诉我目标完成得怎么样吗？', passage: 'korai' },
  { question: '今天北京天气怎么样', passage: null },
  { question: '怎么导出数据', passage: 'export', heldOut: true },
  { question: '支持哪些语言', passage: 'languages', heldOut: true },
  { question: '怎么联系客服', passage: 'contact', heldOut: true },
];
