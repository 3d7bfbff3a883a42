import type { KnowledgeFacts } from './facts.js';
import type { KnowledgeText } from './knowledge-text.js';

export const de = (f: KnowledgeFacts): KnowledgeText => ({
  about: {
    heading: 'Was ist Korai',
    body: 'Korai ist dein digitales Gedächtnis: Du hältst in Boxen fest, was du tust (einen Kaffee, einen Lauf, einen gesehenen Film, eine genommene Tablette), und findest alles wieder, wenn du es brauchst, mit Berichten, Zielen und K-ORAI, einem Assistenten, der Fragen zu deinen eigenen Daten beantwortet. Zum Start genügen eine E-Mail-Adresse und ein Passwort.',
  },
  boxes: {
    heading: 'Zähler-Boxen und beschreibende Boxen',
    body: `Eine Box sammelt eine Sache, die du verfolgen willst, mit Namen, Emoji und Farbe: Du legst sie mit „Neu“ an. Eine Box vom Typ „Zähler“ zählt mit einem einzigen Tippen +${f.tapQuantity} (ein Glas Wasser, ein Kaffee), und das letzte Tippen lässt sich rückgängig machen. Etwas vergessen? Halte die Box gedrückt (oder klicke mit der rechten Maustaste), um es für einen anderen Tag und eine andere Uhrzeit zu erfassen, auch mehrmals auf einmal. Eine Box vom Typ „Beschreibend“ fragt jedes Mal, was passiert ist, mit Notizen, einer Bewertung von ${f.ratingMin} bis ${f.ratingMax} Sternen und #Hashtags: ideal für Bücher, Filme, Mahlzeiten oder Symptome. Name, Emoji und Farbe einer Box lassen sich später ändern; wenn du sie löschst, kommt sie mit ihren Ereignissen in den Papierkorb. Im Free-Tarif hast du ${f.freeBoxes} Boxen, mit Pro bis zu ${f.proBoxes}, und mit Pro kannst du bis zu ${f.starredBoxes} Boxen als Favoriten markieren. Eine Box kann eine Einheit haben (km, Minuten, Seiten …): Jedes beschreibende Ereignis hat dann seine Menge, die in der Suche und in der CSV-Datei mit der Einheit angezeigt wird, und K-ORAI zählt sie zusammen, wenn du zum Beispiel fragst, wie viele Kilometer du diese Woche gelaufen bist.`,
  },
  events: {
    heading: 'Ereignisse, vergangene Tage und Erinnerungen',
    body: 'Jedes Tippen und jede Notiz ist ein Ereignis mit Datum und Uhrzeit. Ein Tippen auf eine Zähler-Box zählt für jetzt; hältst du sie gedrückt, wählst du einen anderen Tag und eine andere Uhrzeit. In einer beschreibenden Box schreibst du die Beschreibung und, wenn du willst, Notizen, eine Bewertung, ein Datum und eine Uhrzeit: Lass das Datum leer für jetzt, oder wähle einen vergangenen Tag, um etwas Früheres nachzutragen. Du kannst auch per Text eintragen, in jedem Tarif, auch in Free: Schreib im Feld „Per Text eintragen“ über deinen Boxen etwa zwei Kaffee, Laufen gestern Abend #park oder einfach Wasser, und Korai zeigt dir, was eingetragen wird (Box, Menge, Tag und Uhrzeit, Tags), speichert es aber erst, wenn du auf „Eintragen“ tippst. Heißt keine Box so, bietet Korai dir an, sie anzulegen, statt auf eigene Faust eine andere zu nehmen; eine Zähler-Box zählt nur, wie oft, ohne Maße und Tags. Ein Ereignis mit einem Datum in der Zukunft ist eine „Erinnerung“ und zählt in deinen Berichten, sobald sein Tag da ist. Mit #Hashtags in der Beschreibung oder den Notizen findest du Ereignisse wieder. Um ein Ereignis später umzubenennen oder zu löschen, findest du es über „Suche“. Ereignisse sind in jedem Tarif unbegrenzt.',
  },
  goals: {
    heading: 'Ziele',
    body: 'Mit Pro (und in der Testphase) legst du unter „Ziele“ mit „Neues Ziel“ ein Ziel an: Du gibst ihm einen Namen, verknüpfst eine oder mehrere Boxen, wählst das „Startdatum“ und, wenn du willst, ein Enddatum. Ohne Vorgabe zählt das Ziel die Ereignisse seiner Boxen vom Start bis zum Ende (oder bis heute). Mit einem „Zielwert“ wählst du „Mindestens“ oder „Höchstens“ und wie oft pro Tag, pro Woche, pro Monat oder insgesamt bis zum Enddatum: zum Beispiel eine Mindestzahl Gläser Wasser pro Tag oder eine Höchstzahl an Kaffees. Ein Tageswert kann nur an bestimmten Wochentagen gelten, etwa das Fitnessstudio am Montag, Mittwoch und Freitag. Das Ziel zeigt, wo du im laufenden Zeitraum stehst (geschafft, im Plan, im Rückstand, über dem Limit), wie viel noch fehlt, wie viele Zeiträume in Folge du es erreicht hast und wie die früheren gelaufen sind; auch die Karte jeder seiner Boxen zeigt den Stand gegenüber dem Zielwert. Du kannst das Ziel öffnen, um seine Ereignisse zu sehen; hast du es erreicht, tippst du auf „Abschließen“ und kannst es später wieder aktivieren. Für einen Urlaub oder eine Krankheit pausierst du ein Ziel oder alle: Pausierte Tage unterbrechen die Serie nicht und verlängern sie nicht, und an diesen Tagen schweigen die Erinnerungen der Box. Haben die Boxen des Ziels dieselbe Einheit, kann der Zielwert diese statt der Male zählen, etwa die gelaufenen Kilometer pro Woche.',
  },
  reports: {
    heading: 'Berichte, Diagramme und Statistiken',
    body: '„Berichte“ zeigt deine Ereignisse der letzten „7 Tage“, „30 Tage“ oder eines Zeitraums deiner Wahl, für alle Boxen oder eine: die Summe, den Durchschnitt pro Tag, die aktivste und die am wenigsten aktive Box, die Verteilung der Ereignisse auf die Boxen und ein Diagramm nach Tag, Woche oder Monat mit „Trendlinie“. Wählst du eine Box, siehst du „Dein Jahr auf einen Blick“ mit ihrer aktuellen und ihrer längsten Serie. Pro ergänzt den Fokus auf eine Box (aktive Tage und bester Tag) und „Was zusammenhängt“, die Zusammenhänge zwischen deinen Boxen, etwa Kaffee und Kopfschmerzen.',
  },
  search: {
    heading: 'Suche',
    body: 'In „Berichte“ findet der Tab „Suche“ Ereignisse nach Wort, #Hashtag, Box und Zeitraum, auch über Jahre von Notizen hinweg. Aus einem Treffer heraus kannst du das Ereignis umbenennen oder löschen.',
  },
  korai: {
    heading: 'K-ORAI, der Assistent',
    body: `K-ORAI beantwortet Fragen zu deinen eigenen Daten, in deinen eigenen Worten gestellt: „Wie viele Gläser Wasser habe ich diese Woche getrunken?“ oder „Wann war ich zuletzt laufen?“. Er berechnet die Zahlen aus deinen Ereignissen, erfindet nie welche und zeigt, „Woher die Zahlen stammen“: Tippe auf eine, um die gezählten Ereignisse zu öffnen. Er kennt auch deine Ziele: Frag ihn, ob du diese Woche mit deinen Zielen im Plan liegst oder an wie vielen Tagen im November du dein Wasserziel erreicht hast, und er antwortet mit den Zahlen jedes einzelnen Ziels (wo es gegenüber dem Zielwert steht, was noch fehlt, seine Serie, an wie vielen Tagen, Wochen oder Monaten es erreicht wurde), pausierte Tage nicht mitgezählt; Ziele gehören zu Pro und zur Testphase, in Free weist er dich darauf hin. Schreibst du statt einer Frage etwas zum Eintragen, etwa zwei Kaffee gestern, zeigt er über dem Eingabefeld, was er eintragen würde, mit der Schaltfläche „Eintragen“. Free enthält ${f.freeInsights} Fragen (Insights) im Monat, die am Ersten jedes Monats zurückkommen; Pro und die Testphase haben kein Limit. Jede Antwort sagt auch, wie er deine Frage verstanden hat, mit den genauen Tagen; versteht er ein Wort nicht, sagt er dir, welches, und bietet dir die wahrscheinlichsten Lesarten zum Antippen an statt einer Zahl für eine andere Frage.`,
  },
  plans: {
    heading: 'Tarife und Preise: Free und Pro',
    body: `Free kostet nichts, für immer: ${f.freeBoxes} Boxen, unbegrenzt viele Ereignisse, einfache Berichte und Suche, CSV-Export und ${f.freeInsights} Fragen an K-ORAI im Monat. Pro kostet ${f.proMonthly} im Monat oder ${f.proAnnual} im Jahr (du sparst ${f.annualSavings} %): bis zu ${f.proBoxes} Boxen, ${f.starredBoxes} Favoriten, Ziele, smarte Benachrichtigungen, erweiterte Berichte und K-ORAI ohne Limit. Zum Kaufen öffnest du das Menü oben rechts, wählst „Tarif“ und tippst auf „Zu Pro wechseln“: Du zahlst per Karte auf einer sicheren Bezahlseite und kannst jederzeit kündigen.`,
  },
  trial: {
    heading: 'Kostenlose Testphase',
    body: `Jedes neue Konto bekommt ${f.trialDays} Tage Pro kostenlos, ohne Kreditkarte. Am Ende der Testphase wechselst du von selbst zu Free, ohne etwas zu zahlen oder zu verlieren, es sei denn, du kaufst Pro. Hast du mehr als ${f.freeBoxes} Boxen, fragt Korai, welche ${f.freeBoxes} du behalten willst: Die anderen kommen mit ihren Ereignissen in den Papierkorb und lassen sich innerhalb von ${f.trashDays} Tagen wiederherstellen, sobald du Platz hast. Wenn du Pro während der Testphase kaufst, behältst du die restlichen Tage: Die erste Zahlung erfolgt, wenn die Testphase endet.`,
  },
  cancel: {
    heading: 'Abo kündigen oder pausieren',
    body: `Öffne das Menü oben rechts und wähle „Tarif“: Unter „Abo-Einstellungen“ beendet „Abo kündigen“ die Verlängerung. Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv, danach wechselt dein Konto zu Free, ohne dass etwas verloren geht; hast du mehr als ${f.freeBoxes} Boxen, wählst du, welche du behältst. Die „Automatische Verlängerung“ auszuschalten hat dieselbe Wirkung. „Abo pausieren“ stoppt die Abbuchungen, bis du auf „Zahlungen fortsetzen“ tippst.`,
  },
  export: {
    heading: 'Deine Daten exportieren (CSV)',
    body: f.freeExport
      ? 'Wähle in „Berichte“ einen Zeitraum (und, wenn du willst, einige Boxen) und tippe auf „CSV exportieren“: Du lädst deine Ereignisse als Datei herunter, die jede Tabellenkalkulation öffnet, auch Excel. Das ist in jedem Tarif kostenlos: Deine Daten gehören dir. Für eine vollständige Kopie deines Kontos nutze die Sicherung.'
      : 'Wähle in „Berichte“ einen Zeitraum und tippe auf „CSV exportieren“, um deine Ereignisse als Datei herunterzuladen, die jede Tabellenkalkulation öffnet. Der Export gehört zu Pro.',
  },
  import: {
    heading: 'Import aus Daylio, Loop, Nomie oder einer CSV-Datei',
    body: `In „Einstellungen“ holt „Daten importieren“ deinen Verlauf aus Daylio, Loop Habit Tracker, Nomie, einer beliebigen CSV-Datei (du wählst die Spalten) oder einer aus Korai exportierten CSV, bis zu ${f.importMegabytes} MB. Eine Vorschau zeigt Ereignisse, Zeitraum und Boxen, bevor etwas gespeichert wird; schon vorhandene Ereignisse kommen nicht doppelt dazu, und neue Boxen zählen zum Limit deines Tarifs. „Import rückgängig machen“ nimmt alles wieder heraus.`,
  },
  backup: {
    heading: 'Sicherung und Wiederherstellung',
    body: 'In „Einstellungen“ speichert „Sicherung herunterladen“ alles, was dir gehört, in einer Datei: Profil, Boxen, Ereignisse, Ziele, Papierkorb, Benachrichtigungen und Gespräche mit K-ORAI. „Sicherung wiederherstellen“ holt sie zurück, wann du willst, auch in ein neues Konto: Was fehlt, wird ergänzt, nichts wird doppelt, und die Limits deines Tarifs gelten.',
  },
  trash: {
    heading: 'Papierkorb: Gelöschtes zurückholen',
    body: `Eine gelöschte Box (mit ihren Ereignissen) oder ein gelöschtes Ereignis landet im „Papierkorb“, im Menü oben rechts. Dort kannst du „Wiederherstellen“ oder „Endgültig löschen“ wählen. Der Papierkorb leert sich nach ${f.trashDays} Tagen von selbst.`,
  },
  notifications: {
    heading: 'Benachrichtigungen und Erinnerungen',
    body: `Pro und die Testphase bieten „Smarte KI-Benachrichtigungen“: Erinnerungen, die aus deinen eigenen Daten geschrieben werden (der heutige Stand, deine Serie, deine Ziele), für bis zu ${f.notificationBoxes} Boxen, zu bis zu ${f.notificationTimes} Uhrzeiten deiner Wahl, im Ton, der dir gefällt. Sie kommen als Push-Benachrichtigungen, also schalte diese zuerst für deinen Browser in „Einstellungen“ ein. In jedem Tarif kannst du die „Wöchentliche Zusammenfassung per E-Mail“ am Montagmorgen bekommen: die Summen der Woche pro Box, die aktivste Box, die längste Serie und die erreichten Ziele.`,
  },
  account: {
    heading: 'Profil, Passwort, Sitzungen und dunkles Design',
    body: 'In „Einstellungen“ bearbeitest du dein „Profil“ (Vor- und Nachname, Benutzername, Bio und Avatar), schaltest „Dunkles Design“ ein, nutzt „Passwort ändern“ und siehst unter „Aktive Sitzungen“ deine Anmeldungen auf anderen Geräten, die du einzeln beenden kannst. Eine Passwortänderung meldet alle anderen Sitzungen ab. Zum Abmelden wählst du „Abmelden“ im Menü oben rechts. Um deine E-Mail-Adresse zu ändern, schreib dem Support.',
  },
  passkeys: {
    heading: 'Anmelden mit Fingerabdruck oder Gesicht (Passkeys)',
    body: 'Korai kann dich mit dem Fingerabdruck oder dem Gesicht deines Geräts anmelden (Face ID, Touch ID und Ähnliches: ein Passkey) statt mit dem Passwort. Melde dich einmal mit deinem Passwort an, öffne „Einstellungen“ und tippe auf „Dieses Gerät registrieren“. Danach bietet der Anmeldebildschirm, sobald du deine E-Mail eingibst, „Mit Fingerabdruck oder Gesicht anmelden“ an. In derselben Liste kannst du ein Gerät wieder entfernen. Dein Browser muss Passkeys unterstützen.',
  },
  password: {
    heading: 'Passwort vergessen',
    body: 'Tippe auf dem Anmeldebildschirm auf „Passwort vergessen?“ und gib deine E-Mail-Adresse ein: Wir schicken dir einen Link, mit dem du ein neues Passwort wählst; er ist eine Stunde gültig und nur einmal nutzbar. Eine Passwortänderung beendet alle anderen Sitzungen.',
  },
  deleteAccount: {
    heading: 'Dein Konto löschen',
    body: 'In „Einstellungen“ löscht „Konto löschen“ unter „Datenschutz und Sicherheit“ dein Konto mit allen Daten auf einmal: Boxen, Ereignisse, Ziele, Gespräche mit K-ORAI und Sitzungen. Du bestätigst mit deinem Passwort, und es lässt sich nicht rückgängig machen: Wenn du eine Kopie behalten willst, lade vorher eine Sicherung herunter.',
  },
  privacy: {
    heading: 'Sind meine Daten sicher? Datenschutz und Sicherheit',
    body: 'Deine Daten gehören dir. Wir fragen nur nach einer E-Mail-Adresse und einem Passwort; wir verkaufen deine Daten nicht und zeigen sie niemandem, und es gibt keine Werbung und keine Analyse- oder Tracking-Werkzeuge von Dritten. Passwörter werden nur als argon2id-Hash gespeichert, deine Daten werden verschlüsselt übertragen (HTTPS), und jede Anfrage sieht nur die Daten deines eigenen Kontos. Du kannst deine Ereignisse jederzeit exportieren oder dein Konto löschen; die Datenschutzseite erklärt, was wir speichern und wie lange.',
  },
  devices: {
    heading: 'Handy, Computer und offline',
    body: 'Korai läuft im Browser jedes Handys, Tablets oder Computers, ohne dass du etwas aus einem App Store installieren musst; auf dem Handy kannst du es zum Startbildschirm hinzufügen und wie eine App öffnen. Du kannst dich auf beliebig vielen Geräten anmelden: Deine Boxen und Ereignisse sind überall dieselben. Ohne Verbindung öffnen sich die Boxen, die du schon einmal geöffnet hast, trotzdem, und ein neues Tippen oder Ereignis wird „Auf diesem Gerät gespeichert“ und gesendet, sobald die Verbindung zurück ist.',
  },
  apiTokens: {
    heading: 'API, Kurzbefehle und Automationen',
    body: 'In „Einstellungen“ erstellt „API-Zugriff“ persönliche Tokens, um Ereignisse aus einem iPhone-Kurzbefehl, einer Android-Automations-App oder einem Widget zu erfassen oder um deine Boxen und Ereignisse zu lesen. Ein Token öffnet nur die persönliche API (/api/v1), nie deine Einstellungen, die Abrechnung oder dein Konto; er kann nur lesend sein, und du kannst ihn jederzeit widerrufen.',
  },
  languages: {
    heading: 'Sprachen',
    body: 'Korai spricht Italienisch, Englisch, Spanisch, Französisch, Deutsch, Portugiesisch, Russisch, Arabisch, Hindi, Japanisch und Chinesisch. Die Sprache wechselst du jederzeit über das Sprachmenü oben auf der Seite. Die Hilfe und dieser Chat antworten in deiner Sprache, sonst auf Englisch.',
  },
  contact: {
    heading: 'Kontakt',
    body: `Für alles andere schreib an ${f.supportEmail} oder nutze das Kontaktformular („Kontakt aufnehmen“ in den Einstellungen, „Support kontaktieren“ auf der Hilfeseite): Wir antworten innerhalb von 24 Stunden.`,
  },
});
