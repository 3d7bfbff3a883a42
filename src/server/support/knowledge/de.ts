import type { KnowledgeFacts } from './facts.js';

export const de = (f: KnowledgeFacts) => `## Was ist Korai
Korai ist dein digitales Gedächtnis: Du notierst, was du tust (einen Kaffee, einen Lauf, einen Film, eine Tablette), und findest alles wieder, wenn du es brauchst, mit Statistiken, Zielen und einem Assistenten, der Fragen zu deinen Daten beantwortet.

## Boxen und Arten der Erfassung
Eine Box sammelt eine Sache, die du erfassen willst, mit Namen und Emoji. Eine Zähler-Box speichert ein Ereignis mit einem Tipp (etwa ein Glas Wasser). Eine beschreibende Box verlangt eine Beschreibung und nimmt Notizen, eine Bewertung von 1 bis 5 und das Datum auf: passend für Bücher, Filme, Mahlzeiten oder Symptome. Mit dem Free-Tarif hast du ${f.freeBoxes} Boxen, mit Pro bis zu ${f.proBoxes}, und mit Pro kannst du bis zu ${f.starredBoxes} Boxen als Favoriten markieren.

## Ereignisse, Hashtags und Erinnerungen
Jeder Tipp und jede Notiz ist ein Ereignis mit Datum und Uhrzeit. Schreib #Hashtags in die Beschreibung oder die Notizen, um Ereignisse später wiederzufinden. Ein Ereignis mit einem Datum in der Zukunft ist eine Erinnerung und zählt in der Statistik, sobald sein Tag kommt. Ereignisse sind in allen Tarifen unbegrenzt.

## Ziele
Mit Pro setzt du Ziele für eine Box (8 Gläser Wasser am Tag oder 3 Trainings pro Woche) und verfolgst deinen Fortschritt Tag für Tag.

## Berichte und CSV-Export
Berichte zeigen die letzten 7 oder 30 Tage oder einen beliebigen Zeitraum, die Verteilung auf die Boxen und die Durchschnitte pro Tag. Pro bietet zusätzlich den Fokus auf eine einzelne Box, Zeitraumvergleiche und Trends. ${f.freeExport ? 'Deine Ereignisse kannst du in jedem Tarif als CSV-Datei exportieren: Deine Daten gehören dir.' : 'Der CSV-Export deiner Ereignisse ist Teil von Pro.'}

## Suche
Die Suche findet Ereignisse nach Text, #Hashtag, Box und Zeitraum, auch in Notizen aus vielen Jahren.

## K-ORAI, der Assistent
K-ORAI beantwortet Fragen zu deinen eigenen Daten in deiner Sprache, etwa „Wie viele Kaffees hatte ich letzte Woche?“ oder „Wann habe ich zuletzt einen Film gesehen?“. Er berechnet die Zahlen aus deinen Ereignissen und zeigt, woher jede stammt, sodass du sie mit einem Tipp prüfen kannst. Free enthält ${f.freeInsights} Fragen im Monat, Pro unbegrenzt viele.

## Tarife und Preise
Free ist für immer kostenlos: ${f.freeBoxes} Boxen, unbegrenzte Ereignisse, einfache Berichte und ${f.freeInsights} Fragen an K-ORAI im Monat. Pro kostet ${f.proMonthly} im Monat oder ${f.proAnnual} im Jahr (du sparst ${f.annualSavings} %): bis zu ${f.proBoxes} Boxen, Ziele, smarte Benachrichtigungen, erweiterte Berichte und K-ORAI ohne Grenzen. Bezahlt wird per Karte; du kannst jederzeit kündigen, und Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv.

## Kostenlose Testphase
Jedes neue Konto bekommt ${f.trialDays} Tage Pro gratis, ohne Kreditkarte. Danach wechselst du zu Free, wenn du Pro nicht kaufst; hast du mehr als ${f.freeBoxes} Boxen, wählst du, welche du behältst, und die anderen kommen in den Papierkorb, aus dem du sie zurückholen kannst.

## Papierkorb
Eine gelöschte Box oder ein gelöschtes Ereignis landet im Papierkorb: Dort kannst du es wiederherstellen oder endgültig löschen. Der Papierkorb leert sich nach ${f.trashDays} Tagen von selbst.

## Einstellungen und Benachrichtigungen
In den Einstellungen bearbeitest du Profil, Avatar und Bio, änderst dein Passwort, siehst und beendest aktive Sitzungen, verwaltest die biometrische Anmeldung und löschst dein Konto. Mit Pro erinnern dich smarte Benachrichtigungen an bis zu ${f.notificationBoxes} Boxen, bis zu ${f.notificationTimes}-mal am Tag.

## Passwort vergessen
Wenn du dein Passwort nicht mehr weißt, tippe auf dem Anmeldebildschirm auf „Passwort vergessen?“: Wir schicken dir per E-Mail einen Link, mit dem du ein neues wählst; er ist eine Stunde gültig. Eine Passwortänderung beendet alle anderen Sitzungen.

## Sprachen
Korai spricht Italienisch, Englisch, Spanisch, Französisch, Deutsch, Portugiesisch, Russisch, Arabisch, Hindi, Japanisch und Chinesisch. Die Sprache wechselst du jederzeit im Menü oben.

## Datenschutz und Sicherheit
Wir fragen nur nach deiner E-Mail-Adresse und einem Passwort. Passwörter werden mit argon2id geschützt, deine Daten werden nie verkauft oder anderen gezeigt, und du kannst dein Konto mit allen Daten jederzeit löschen.

## Kontakt
Für alles andere schreib an ${f.supportEmail} oder nutze das Kontaktformular in der App: Wir antworten innerhalb von 24 Stunden.
`;
