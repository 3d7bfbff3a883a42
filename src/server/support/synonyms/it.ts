import type { Synonyms } from './synonyms.js';

export const it: Synonyms = {
  about:
    'cos e korai, che cos e korai, cosa e korai, che cosa fa korai, a cosa serve korai, cos e questa app, come funziona korai',
  price:
    'prezz*, cost*, quanto si paga, pagar*, pago, paga, pagament*, caro, cara, economic*, euro, eur, al mese, all anno, annual*, mensil*, tariff*, passa a pro, passo a pro, passare a pro, acquist*, compra*',
  cancel:
    'disdi*, disdett*, annullare l abbonamento, annullo l abbonamento, annulla abbonamento, cancellare l abbonamento, cancellare abbonamento, rinnovo automatico, rinnov*, rimbors*, smettere di pagare, recesso, recedere',
  pause: 'pausa, sospend*, sospension*, congela*',
  trial: 'prova, provare, provarlo, periodo di prova, trial',
  passkey: 'impront*, biometric*, face id, faceid, touch id, touchid, passkey*, riconoscimento facciale, volto, viso',
  forgot:
    'dimentica*, scordat*, scordato, perso la password, persa la password, non ricordo, recuperare la password, recupero la password, reimposta*, resettar*, reset, nuova password, non riesco ad accedere, non riesco a entrare',
  security:
    'sicur*, privacy, riservatezz*, protett*, protezion*, cifrat*, crittograf*, criptat*, hacker*, vend*, pubblicit*, gdpr, chi vede, chi puo vedere, terze parti, terzi, tracciament*',
  import: 'import*, daylio, loop, nomie, portare i dati, trasferi*, migra*, spostare i dati, passare da, vengo da',
  export:
    'esport*, csv, excel, foglio di calcolo, fogli di calcolo, scaricare i dati, scaricare i miei dati, tirare fuori',
  backup: 'backup, back up, copia di sicurezza, copia dei dati, copia di tutto, salvataggio',
  trash: 'cestin*, eliminat*, cancellat*, per sbaglio, per errore',
  create: 'crea*, creo, nuov*, aggiung*',
  edit: 'modific*, rinomin*, corregg*, cambia*',
  restore: 'ripristin*, recuper*, ritrovare, riavere, tornare indietro',
  delete: 'elimin*, cancell*, rimuover*, togliere, chiudere l account, chiudere il mio account',
  language:
    'lingu*, tradu*, italiano, inglese, spagnolo, francese, tedesco, portoghese, russo, arabo, hindi, giapponese, cinese',
  contact:
    'contatt*, supporto, assistenza, scriver*, scrivervi, parlare con, una persona, un umano, operatore, rispondete, rispondiamo, risposta, aiuto',
  offline: 'offline, senza internet, senza connessione, senza rete, senza campo, modalita aereo, connessione',
  mobileApp:
    'iphone, ipad, android, telefono, cellulare, smartphone, installa*, app store, play store, schermata home, tablet, computer, pc, dispositiv*, sincronizz*',
  app: 'app, applicazion*',
  api: 'api, token*, comandi rapidi, comando rapido, shortcut*, automazion*, automatizza*, zapier, ifttt, tasker, widget, integrazion*',
  search: 'cerca*, cerco, ricerc*, trovare, trovo',
  goal: 'obiettiv*, traguard*, target',
  report:
    'report, statistic*, grafic*, tendenz*, media, medie, serie, andamento, analisi, correlazion*, progress*, resoconto',
  assistant: 'k orai, ia, assistente, intelligenza artificiale, chatgpt, domande sui miei dati',
  notification: 'notific*, ricordar*, ricordami, avvis*, push, riepilogo, email settimanale',
  theme: 'tema scuro, modalita scura, scuro, scura, dark mode, dark, tema, notturn*',
  profile:
    'profilo, avatar, foto, immagine, username, nome utente, bio, mio nome, indirizzo email, la mia email, cambiare email',
  session: 'session*, dispositivi collegati, altri dispositivi, disconnett*, esci da tutti, esci, uscire, logout',
  favourite: 'preferit*, stella, stellina',
  boxType: 'contator*, descrittiv*, tipo di box, tipi di box',
  hashtag: 'hashtag*, tag, etichett*, #*',
  reminder: 'promemoria, data futura, nel futuro, futur*, programmar*',
  pastDate:
    'ieri, data passata, giorno passato, giorni passati, passato, altro giorno, un altra data, settimana scorsa, retrodatar*',
  password: 'password, pasword, passwd, parola d ordine',
  free: 'gratis, gratuit*, senza pagare, non costa, free',
  limit: 'quanti, quante, limit*, massimo, fino a, illimitat*, piu di',
  box: 'box, categori*, tracker, abitudin*',
  account: 'account, registra*, iscri*, utenza',
  subscription: 'abbonament*, pro, premium, upgrade',
  plan: 'piano, piani',
  signIn: 'accedere, accedo, accesso, entrare, entro, login, log in, loggar*',
  settings: 'impostazion*, preferenze, configura*, opzioni',
  event: 'event*, segnare, segno, annot*, registrare, tocco, tocchi, voce, voci, aggiungere, inserire, tracciare',
  data: 'dati, dato, informazion*',
};
