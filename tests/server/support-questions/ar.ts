import type { SupportQuestion } from './support-question.js';

export const ar: SupportQuestion[] = [
  { question: 'كم سعر اشتراك Pro؟', passage: 'plans' },
  { question: 'كيف ألغي الاشتراك؟', passage: 'cancel' },
  { question: 'هل يمكنني الدخول بالبصمة؟', passage: 'passkeys' },
  { question: 'هل بياناتي آمنة؟', passage: 'privacy' },
  { question: 'هل أستطيع نقل بياناتي من Daylio؟', passage: 'import' },
  { question: 'نسيت كلمة السر', passage: 'password' },
  { question: 'أريد حذف حسابي', passage: 'deleteAccount' },
  { question: 'هل توجد فترة تجربة مجانية؟', passage: 'trial' },
  { question: 'أين أجد الأشياء التي حذفتها؟', passage: 'trash' },
  { question: 'هل يمكنني التسجيل بكتابة جملة مثل ٢ قهوة؟', passage: 'events' },
  { question: 'هل يستطيع K-ORAI أن يخبرني إن كنت على المسار في أهدافي؟', passage: 'korai' },
  { question: 'من فاز بمباراة الأمس؟', passage: null },
  { question: 'كيف أصدّر بياناتي؟', passage: 'export', heldOut: true },
  { question: 'كيف أغير اللغة', passage: 'languages', heldOut: true },
  { question: 'كيف أتواصل مع الدعم', passage: 'contact', heldOut: true },
];
