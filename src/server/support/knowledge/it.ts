import type { KnowledgeFacts } from './facts.js';

export const it = (f: KnowledgeFacts) => `## Cos'è Korai
Korai è la tua memoria digitale: annoti ciò che fai (un caffè, una corsa, un film visto, un farmaco preso) e ritrovi tutto quando ti serve, con statistiche, obiettivi e un assistente che risponde sui tuoi dati.

## Box e tipi di tracciamento
Un box raccoglie un tipo di cosa da tracciare, con un nome e un'emoji. Un box contatore registra un evento con un tocco (per esempio un bicchiere d'acqua). Un box descrittivo chiede una descrizione e accetta note, un voto da 1 a 5 e la data: adatto a libri, film, pasti, sintomi. Con il piano Free puoi avere ${f.freeBoxes} box, con Pro fino a ${f.proBoxes}, e con Pro puoi mettere fino a ${f.starredBoxes} box tra i preferiti.

## Eventi, hashtag e promemoria
Ogni tocco o annotazione è un evento con data e ora. Scrivi #hashtag nella descrizione o nelle note per ritrovare gli eventi più tardi. Un evento con una data futura diventa un promemoria e conta nelle statistiche quando arriva il suo giorno. Gli eventi sono illimitati su tutti i piani.

## Obiettivi
Con Pro fissi obiettivi per un box (per esempio 8 bicchieri d'acqua al giorno o 3 allenamenti a settimana) e segui i progressi giorno per giorno.

## Report ed esportazione CSV
I report mostrano gli ultimi 7 o 30 giorni o un periodo a scelta, la distribuzione tra i box e le medie per giorno. Con Pro hai anche il focus su un singolo box, il confronto tra periodi e le tendenze. ${f.freeExport ? 'Puoi esportare i tuoi eventi in un file CSV con qualsiasi piano: i tuoi dati restano tuoi.' : "L'esportazione dei tuoi eventi in CSV è inclusa in Pro."}

## Ricerca
La ricerca trova gli eventi per testo, #hashtag, box e periodo, anche tra anni di annotazioni.

## K-ORAI, l'assistente
K-ORAI risponde a domande sui tuoi dati nella tua lingua, per esempio "quanti caffè ho bevuto la settimana scorsa?" o "quando ho visto l'ultimo film?". Calcola i numeri dai tuoi eventi e mostra da dove vengono, così puoi verificarli con un tocco. Con Free hai ${f.freeInsights} domande al mese, con Pro domande illimitate.

## Piani e prezzi
Free è gratuito per sempre: ${f.freeBoxes} box, eventi illimitati, report di base e ${f.freeInsights} domande a K-ORAI al mese. Pro costa ${f.proMonthly} al mese oppure ${f.proAnnual} all'anno (risparmi il ${f.annualSavings}%): fino a ${f.proBoxes} box, obiettivi, notifiche smart, report avanzati e K-ORAI senza limiti. Il pagamento è con carta; puoi disdire quando vuoi e Pro resta attivo fino alla fine del periodo già pagato.

## Prova gratuita
Ogni nuovo account riceve ${f.trialDays} giorni di Pro gratis, senza carta di credito. Alla fine torni a Free se non acquisti Pro; se hai più di ${f.freeBoxes} box scegli quali tenere e gli altri vanno nel cestino, da cui puoi recuperarli.

## Cestino
Un box o un evento eliminato va nel cestino: da lì puoi ripristinarlo o eliminarlo per sempre. Il cestino viene svuotato automaticamente dopo ${f.trashDays} giorni.

## Impostazioni e notifiche
Nelle impostazioni modifichi profilo, avatar e bio, cambi la password, vedi e chiudi le sessioni attive, gestisci l'accesso biometrico ed elimini l'account. Con Pro le notifiche smart ti ricordano fino a ${f.notificationBoxes} box, fino a ${f.notificationTimes} volte al giorno.

## Password dimenticata
Se non ricordi la password, tocca «Password dimenticata?» nella schermata di accesso: ti mandiamo via email un link per sceglierne una nuova, valido per un'ora. Cambiare la password chiude tutte le altre sessioni.

## Lingue
Korai parla italiano, inglese, spagnolo, francese, tedesco, portoghese, russo, arabo, hindi, giapponese e cinese. Cambi lingua dal menu in alto in qualsiasi momento.

## Privacy e sicurezza
Chiediamo solo email e password. La password è protetta con argon2id, i tuoi dati non vengono venduti né mostrati ad altri, e puoi eliminare l'account con tutti i dati in qualsiasi momento.

## Contatti
Per altre domande scrivi a ${f.supportEmail} oppure usa il modulo di contatto nell'app: rispondiamo entro 24 ore.
`;
