import type { SupportQuestion } from './support-question.js';

export const hi: SupportQuestion[] = [
  { question: 'Pro की कीमत कितनी है?', passage: 'plans' },
  { question: 'सब्सक्रिप्शन कैसे कैंसल करूं', passage: 'cancel' },
  { question: 'क्या फिंगरप्रिंट से लॉगिन कर सकते हैं?', passage: 'passkeys' },
  { question: 'क्या मेरा डेटा सुरक्षित है?', passage: 'privacy' },
  { question: 'Daylio से डेटा कैसे लाऊं', passage: 'import' },
  { question: 'मैं अपना पासवर्ड भूल गया', passage: 'password' },
  { question: 'अपना अकाउंट डिलीट करना है', passage: 'deleteAccount' },
  { question: 'क्या फ्री ट्रायल मिलता है?', passage: 'trial' },
  { question: 'रोज़ याद दिलाने वाला नोटिफ़िकेशन है क्या?', passage: 'notifications' },
  { question: 'क्या मैं 2 कॉफ़ी जैसा कुछ लिखकर दर्ज कर सकता हूँ?', passage: 'events' },
  { question: 'क्या K-ORAI बता सकता है कि मैं अपने लक्ष्यों में सही राह पर हूँ?', passage: 'korai' },
  { question: 'कल मैच कौन जीता?', passage: null },
  { question: 'डेटा एक्सपोर्ट कैसे करें', passage: 'export', heldOut: true },
  { question: 'डिलीट किया हुआ बॉक्स वापस कैसे लाएं', passage: 'trash', heldOut: true },
  { question: 'क्या ऐप हिंदी में है?', passage: 'languages', heldOut: true },
];
