import type { KnowledgeFacts } from './facts.js';
import type { KnowledgeText } from './knowledge-text.js';

export const it = (f: KnowledgeFacts): KnowledgeText => ({
  about: {
    heading: "Cos'è Korai",
    body: "Korai è la tua memoria digitale: annoti ciò che fai (un caffè, una corsa, un film visto, un farmaco preso) nei box e ritrovi tutto quando ti serve, con report, obiettivi e K-ORAI, un assistente che risponde alle domande sui tuoi dati. Per iniziare bastano un'email e una password.",
  },
  boxes: {
    heading: 'Box contatore e descrittivi',
    body: `Un box raccoglie un tipo di cosa da tenere d'occhio, con un nome, un'emoji e un colore: lo crei con «Nuovo». Un box «Contatore» aggiunge +${f.tapQuantity} con un solo tocco (un bicchiere d'acqua, un caffè), e l'ultimo tocco si può annullare. Se hai dimenticato qualcosa, tieni premuto il box (o clic destro) per registrarlo in un altro giorno e a un'altra ora, anche più volte insieme. Un box «Descrittivo» ti chiede ogni volta cosa è successo, con note, un voto da ${f.ratingMin} a ${f.ratingMax} stelle e #hashtag: adatto a libri, film, pasti o sintomi. Nome, emoji e colore di un box si possono cambiare in seguito; eliminarlo lo sposta nel cestino con i suoi eventi. Con il piano Free hai ${f.freeBoxes} box, con Pro fino a ${f.proBoxes}, e con Pro puoi mettere fino a ${f.starredBoxes} box tra i preferiti. Un box può avere un'unità di misura (km, minuti, pagine…): un evento descrittivo ha allora la sua quantità, mostrata con l'unità nella ricerca e nel file CSV, e K-ORAI la somma quando chiedi, per esempio, quanti km hai corso questa settimana.`,
  },
  events: {
    heading: 'Eventi, date passate e promemoria',
    body: "Ogni tocco o annotazione è un evento con data e ora. Un tocco su un box contatore vale per adesso; tenendolo premuto scegli un altro giorno e un'altra ora. In un box descrittivo scrivi la descrizione e, se vuoi, note, un voto, una data e un'ora: lascia vuota la data per adesso, oppure scegli un giorno passato per segnare qualcosa che hai fatto prima. Puoi anche registrare scrivendo, con ogni piano (Free compreso): nel campo «Registra scrivendo» sopra i box scrivi una frase come due caffè, corsa stamattina #parco o anche solo acqua, e Korai ti mostra cosa registrerà (box, quantità, giorno e ora, tag), ma lo salva solo quando tocchi «Registra». Se nessun box ha quel nome ti propone di crearlo, senza mai sceglierne un altro al posto tuo; un box contatore conta solo le volte, senza misure né tag. Un evento con una data futura è un «Promemoria» e conta nei report quando arriva il suo giorno. Gli #hashtag nella descrizione o nelle note ti fanno ritrovare gli eventi. Per rinominare o eliminare un evento in seguito, ritrovalo con «Cerca». Gli eventi sono illimitati su tutti i piani.",
  },
  goals: {
    heading: 'Obiettivi',
    body: "Con Pro (e durante la prova) crei un obiettivo da «Obiettivi» con «Nuovo obiettivo»: gli dai un nome, colleghi uno o più box, scegli la «Data di inizio» e, se vuoi, una data di fine. Senza traguardo l'obiettivo conta gli eventi dei suoi box dall'inizio alla fine (o fino a oggi). Con un «Traguardo» scegli «Almeno» o «Al massimo» e quante volte al giorno, a settimana, al mese o in tutto entro la data di fine: per esempio un minimo di bicchieri d'acqua al giorno, o un massimo di caffè. Un traguardo giornaliero può valere solo in alcuni giorni della settimana, come la palestra il lunedì, il mercoledì e il venerdì. L'obiettivo mostra a che punto sei nel periodo in corso (fatto, in linea, indietro, oltre il limite), quanto manca, quanti periodi di fila hai raggiunto e come sono andati i periodi precedenti; anche la scheda di ogni suo box mostra il conteggio rispetto al traguardo. Puoi aprire l'obiettivo per vederne gli eventi; quando ci arrivi lo segni con «Completa» e puoi riattivarlo più tardi. Per una vacanza o una malattia metti in pausa un obiettivo, o tutti: i giorni in pausa non interrompono la serie e non la allungano, e in quei giorni i promemoria del box tacciono. Se i box dell'obiettivo hanno la stessa unità, il traguardo può contare quella invece delle volte, per esempio i km corsi a settimana.",
  },
  reports: {
    heading: 'Report, grafici e statistiche',
    body: "«Report» mostra i tuoi eventi degli ultimi «7 giorni», «30 giorni» o di un periodo a scelta, per tutti i box o per uno: il totale, la media al giorno, il box più e meno attivo, come si distribuiscono gli eventi tra i box e un grafico per giorno, settimana o mese con la «Linea di tendenza». Scegliendo un box vedi «Il tuo anno a colpo d'occhio», con la serie attuale e la più lunga. Pro aggiunge il focus su un box (giorni attivi e giorno migliore) e «Cosa va insieme», i legami tra i tuoi box, come caffè e mal di testa.",
  },
  search: {
    heading: 'Ricerca',
    body: 'In «Report», la scheda «Cerca» trova gli eventi per parola, #hashtag, box e periodo, anche tra anni di annotazioni. Da un risultato puoi rinominare l’evento o eliminarlo.',
  },
  korai: {
    heading: "K-ORAI, l'assistente",
    body: `K-ORAI risponde alle domande sui tuoi dati, scritte con parole tue: «Quanti bicchieri d'acqua ho bevuto questa settimana?» oppure «Quando sono andato a correre l'ultima volta?». Calcola i numeri dai tuoi eventi, non li inventa mai, e mostra «Da dove vengono i numeri»: toccane uno per aprire gli eventi che ha contato. Conosce anche i tuoi obiettivi: chiedigli se sei in linea con gli obiettivi questa settimana o in quanti giorni di novembre hai raggiunto quello dell'acqua, e ti risponde con i numeri di ciascuno (a che punto è rispetto al traguardo, quanto manca, la serie, i giorni, le settimane o i mesi in cui l'hai raggiunto), senza contare i giorni in pausa; gli obiettivi sono di Pro e della prova, e con Free K-ORAI te lo ricorda. Se invece di una domanda scrivi qualcosa da registrare, come due caffè ieri, sopra la casella delle domande compare cosa registrerebbe, con il pulsante «Registra». Con Free hai ${f.freeInsights} domande (insight) al mese, che tornano il primo giorno di ogni mese; con Pro e durante la prova sono senza limiti. Ogni risposta dice anche come ha letto la domanda, con i giorni esatti; quando non capisce una parola ti dice quale e ti propone le letture più probabili da toccare, invece di un numero per un’altra domanda.`,
  },
  plans: {
    heading: 'Piani e prezzi: Free e Pro',
    body: `Free è gratuito per sempre: ${f.freeBoxes} box, eventi illimitati, report di base e ricerca, esportazione CSV e ${f.freeInsights} domande a K-ORAI al mese. Pro costa ${f.proMonthly} al mese oppure ${f.proAnnual} all'anno (risparmi il ${f.annualSavings}%): fino a ${f.proBoxes} box, ${f.starredBoxes} preferiti, obiettivi, notifiche smart, report avanzati e K-ORAI senza limiti. Per acquistarlo apri il menu in alto a destra, scegli «Piano» e tocca «Passa a Pro»: paghi con carta su una pagina di pagamento sicura, e puoi disdire quando vuoi.`,
  },
  trial: {
    heading: 'Prova gratuita',
    body: `Ogni nuovo account riceve ${f.trialDays} giorni di Pro gratis, senza carta di credito. Alla fine della prova torni da solo a Free, senza pagare nulla e senza perdere nulla, a meno che tu non acquisti Pro. Se hai più di ${f.freeBoxes} box, Korai ti chiede quali ${f.freeBoxes} tenere: gli altri vanno nel cestino con i loro eventi e puoi ripristinarli entro ${f.trashDays} giorni, appena hai posto. Se compri Pro durante la prova non perdi i giorni che restano: il primo pagamento arriva quando la prova finisce.`,
  },
  cancel: {
    heading: "Disdire o sospendere l'abbonamento",
    body: `Apri il menu in alto a destra e scegli «Piano»: in «Impostazioni abbonamento», «Annulla abbonamento» ne ferma il rinnovo. Pro resta attivo fino alla fine del periodo già pagato, poi l'account torna a Free senza perdere nulla; se hai più di ${f.freeBoxes} box scegli quali tenere. Spegnere il «Rinnovo automatico» ha lo stesso effetto. «Metti in pausa l'abbonamento» ferma i pagamenti finché non tocchi «Riprendi i pagamenti».`,
  },
  export: {
    heading: 'Esportare i dati (CSV)',
    body: f.freeExport
      ? "In «Report» scegli un periodo (e, se vuoi, alcuni box) e tocca «Esporta CSV»: scarichi i tuoi eventi in un file che si apre con qualsiasi foglio di calcolo, Excel compreso. È gratis con ogni piano: i tuoi dati restano tuoi. Per una copia completa dell'account usa il backup."
      : 'In «Report» scegli un periodo e tocca «Esporta CSV» per scaricare i tuoi eventi in un file che si apre con qualsiasi foglio di calcolo. L’esportazione fa parte di Pro.',
  },
  import: {
    heading: 'Importare da Daylio, Loop, Nomie o da un file CSV',
    body: `In «Impostazioni», «Importa dati» porta in Korai la storia che tenevi in Daylio, Loop Habit Tracker, Nomie, in un qualsiasi file CSV (scegli tu le colonne) o in un CSV esportato da Korai, fino a ${f.importMegabytes} MB. Un'anteprima mostra eventi, periodo e box prima di salvare qualsiasi cosa; gli eventi già presenti non vengono aggiunti due volte, e i nuovi box contano nel limite del tuo piano. «Annulla l'importazione» toglie tutto ciò che è stato importato.`,
  },
  backup: {
    heading: 'Backup e ripristino',
    body: 'In «Impostazioni», «Scarica backup» salva in un solo file tutto ciò che è tuo: profilo, box, eventi, obiettivi, cestino, notifiche e conversazioni con K-ORAI. «Ripristina backup» lo riporta quando vuoi, anche in un account nuovo: ciò che manca viene aggiunto, niente viene duplicato e valgono i limiti del tuo piano.',
  },
  trash: {
    heading: 'Cestino: recuperare ciò che hai eliminato',
    body: `Un box eliminato (con i suoi eventi) o un evento eliminato va nel «Cestino», nel menu in alto a destra. Da lì puoi scegliere «Ripristina» oppure «Elimina definitivamente». Il cestino viene svuotato automaticamente dopo ${f.trashDays} giorni.`,
  },
  notifications: {
    heading: 'Notifiche e promemoria',
    body: `Pro e la prova hanno le «Notifiche smart AI»: promemoria scritti a partire dai tuoi dati (il conteggio di oggi, la tua serie, i tuoi obiettivi) per un massimo di ${f.notificationBoxes} box, fino a ${f.notificationTimes} orari al giorno scelti da te, nel tono che preferisci. Arrivano come notifiche push, quindi prima attivale per il tuo browser in «Impostazioni». Con ogni piano puoi ricevere il «Riepilogo settimanale via email» il lunedì mattina: i totali della settimana per box, il box più attivo, la serie più lunga e gli obiettivi raggiunti.`,
  },
  account: {
    heading: 'Profilo, password, sessioni e tema scuro',
    body: "In «Impostazioni» modifichi il «Profilo» (nome, cognome, username, bio e avatar), attivi il «Tema scuro», usi «Cambia password» e vedi le «Sessioni attive» sugli altri dispositivi, chiudendo quelle che vuoi. Cambiare la password chiude tutte le altre sessioni. Per uscire scegli «Esci» nel menu in alto a destra. Per cambiare l'indirizzo email scrivi al supporto.",
  },
  passkeys: {
    heading: "Accedere con l'impronta o il volto (passkey)",
    body: "Korai può farti entrare con l'impronta digitale o il volto del tuo dispositivo (Face ID, Touch ID e simili: una passkey) invece della password. Accedi una volta con la password, apri «Impostazioni» e tocca «Registra questo dispositivo». Da quel momento, appena scrivi la tua email, la schermata di accesso ti offre «Accedi con impronta o volto». Dallo stesso elenco puoi rimuovere un dispositivo. Il browser deve supportare le passkey.",
  },
  password: {
    heading: 'Password dimenticata',
    body: "Nella schermata di accesso tocca «Password dimenticata?» e inserisci la tua email: ti mandiamo un link per scegliere una nuova password, valido per un'ora e utilizzabile una sola volta. Cambiare la password chiude tutte le altre sessioni.",
  },
  deleteAccount: {
    heading: "Eliminare l'account",
    body: "In «Impostazioni», sotto «Privacy e sicurezza», «Elimina account» cancella in un colpo l'account con tutti i suoi dati: box, eventi, obiettivi, conversazioni con K-ORAI e sessioni. Confermi con la password e non si può tornare indietro: se vuoi tenerne una copia, scarica prima un backup.",
  },
  privacy: {
    heading: 'I miei dati sono al sicuro? Privacy e sicurezza',
    body: "I tuoi dati restano tuoi. Chiediamo solo un'email e una password; non vendiamo i tuoi dati e non li mostriamo a nessuno, e non ci sono pubblicità né strumenti di analisi o tracciamento di terze parti. Le password sono conservate solo come hash argon2id, i dati viaggiano cifrati (HTTPS) e ogni richiesta vede solo i dati del tuo account. Puoi esportare i tuoi eventi o eliminare l'account quando vuoi; la pagina Privacy spiega cosa conserviamo e per quanto tempo.",
  },
  devices: {
    heading: 'Telefono, computer e offline',
    body: "Korai funziona nel browser di qualsiasi telefono, tablet o computer, senza installare nulla da uno store; sul telefono puoi aggiungerlo alla schermata Home e aprirlo come un'app. Puoi accedere da tutti i dispositivi che vuoi: box ed eventi sono gli stessi su ciascuno. Senza connessione i box che hai già aperto si aprono lo stesso, e un nuovo tocco o evento viene «Salvato su questo dispositivo» e inviato appena torna la connessione.",
  },
  apiTokens: {
    heading: 'API, comandi rapidi e automazioni',
    body: "In «Impostazioni», «Accesso API» crea token personali per registrare eventi da un comando rapido dell'iPhone, da un'app di automazione Android o da un widget, oppure per leggere i tuoi box ed eventi. Un token apre solo l'API personale (/api/v1), mai le impostazioni, i pagamenti o l'account; può essere di sola lettura e puoi revocarlo quando vuoi.",
  },
  languages: {
    heading: 'Lingue',
    body: "Korai parla italiano, inglese, spagnolo, francese, tedesco, portoghese, russo, arabo, hindi, giapponese e cinese. Cambi lingua quando vuoi dal menu delle lingue in alto nella pagina. L'aiuto e questa chat rispondono nella tua lingua, altrimenti in inglese.",
  },
  contact: {
    heading: 'Contatti',
    body: `Per qualsiasi altra cosa scrivi a ${f.supportEmail} oppure usa il modulo di contatto («Contattaci» nelle Impostazioni, «Scrivi al supporto» nella pagina di aiuto): rispondiamo entro 24 ore.`,
  },
});
