import type { Synonyms } from './synonyms.js';

export const de: Synonyms = {
  about: 'was ist korai, wofur ist korai, was macht korai, wie funktioniert korai, was kann korai',
  price:
    'preis*, kostet, kosten, wie viel, wieviel, bezahl*, zahlung*, teuer, gunstig, euro*, eur, im monat, pro monat, im jahr, pro jahr, monatlich*, jahrlich*, jahresabo, monatsabo, gebuhr*, kaufen, kauf, upgrade, wechseln zu pro',
  cancel: 'kundig*, abbestell*, storn*, abo beenden, verlangerung*, ruckerstatt*, nicht mehr zahlen',
  pause: 'pausier*, pause, aussetz*, unterbrech*',
  trial: 'testphase, test, testen, probe*, ausprobier*, testzeitraum, trial',
  passkey: 'fingerabdruck*, finger, biometri*, face id, faceid, touch id, touchid, passkey*, gesicht*',
  forgot:
    'vergess*, verloren, zurucksetz*, neues passwort, komme nicht rein, kann mich nicht anmelden, erinnere mich nicht',
  security:
    'sicher, sicherheit, datenschutz, privat*, geschutzt, schutz, verschlussel*, hack*, verkauf*, werbung, dsgvo, gdpr, wer sieht, wer kann sehen, dritte*, tracking',
  import: 'import*, daylio, loop, nomie, ubernehm*, ubertrag*, migrier*, umzieh*, wechseln von, einlesen',
  export: 'export*, csv, excel, tabelle*, daten mitnehmen',
  backup: 'sicherung*, backup*, datensicherung, sicherheitskopie, kopie',
  trash: 'papierkorb, geloscht*, versehentlich, aus versehen, mulleimer',
  create: 'erstell*, neu, neue*, anleg*, hinzufug*',
  edit: 'bearbeit*, umbenenn*, andern, anderung*, korrigier*, editier*',
  restore: 'wiederherstell*, zuruckhol*, zuruck, ruckgangig, wiederbekommen, retten',
  delete: 'losch*, entfern*, konto schliessen, konto auflosen',
  language:
    'sprache*, ubersetz*, deutsch, englisch, italienisch, spanisch, franzosisch, portugiesisch, russisch, arabisch, hindi, japanisch, chinesisch',
  contact:
    'kontakt*, support, hilfe, kundendienst, kundenservice, euch schreiben, ihnen schreiben, schreibe euch, schreibe ihnen, schreib euch, mensch, person, erreich*, antwort*',
  offline: 'offline, ohne internet, ohne verbindung, kein internet, keine verbindung, ohne netz, flugmodus, funkloch',
  mobileApp:
    'iphone, ipad, android, handy, smartphone, telefon, mobil*, installier*, app store, play store, startbildschirm, tablet, computer, pc, laptop, gerate, geraten, synchronis*',
  app: 'app, apps',
  api: 'api, token*, kurzbefehl*, shortcut*, automation*, automatisier*, zapier, ifttt, tasker, widget, schnittstelle*, integration*',
  search: 'such*, find*, wiederfind*',
  goal: 'ziel*',
  report:
    'bericht*, statistik*, diagramm*, grafik*, auswertung*, trend*, durchschnitt*, serie*, analyse*, zusammenhang*, fortschritt*',
  assistant: 'k orai, ki, assistent*, kunstliche intelligenz, chatgpt',
  notification: 'benachrichtig*, erinnern, erinnert, push, mitteilung*, zusammenfassung, wochentliche',
  theme: 'dunkles design, dark mode, dunkelmodus, dunkel*, nachtmodus, design, theme',
  profile: 'profil*, avatar, foto, bild, benutzername, bio, mein name, e mail adresse, mailadresse, meine e mail',
  session: 'sitzung*, angemeldete gerate, andere gerate, abmelden, ausloggen, logout',
  favourite: 'favorit*, stern',
  boxType: 'zahler*, beschreibend*, art von box, boxtyp',
  hashtag: 'hashtag*, tag, tags, schlagwort*, #*',
  reminder: 'erinnerung*, zukunft*, kunftig*, planen, termin*',
  pastDate: 'gestern, vergangen*, nachtrag*, anderes datum, letzte woche, ruckwirkend',
  password: 'passwort*, kennwort*, password',
  free: 'kostenlos*, gratis, umsonst, free',
  limit: 'wie viele, wieviele, limit*, maximal, hochstens, begrenz*, unbegrenzt, mehr als',
  box: 'box, boxen, kategorie*, tracker, gewohnheit*',
  account: 'konto*, account, registrier*, anmeldung',
  subscription: 'abo, abos, abonnement*, pro, premium, mitgliedschaft',
  plan: 'tarif*, plan, plane',
  signIn: 'anmeld*, einlogg*, login, reinkommen, zugang',
  settings: 'einstellung*, optionen, konfigur*',
  event: 'ereignis*, eintrag*, eintrage, erfass*, notier*, tipp*, hinzufug*',
  data: 'daten, informationen, infos',
};
