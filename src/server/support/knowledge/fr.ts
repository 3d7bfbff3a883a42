import type { KnowledgeFacts } from './facts.js';
import type { KnowledgeText } from './knowledge-text.js';

export const fr = (f: KnowledgeFacts): KnowledgeText => ({
  about: {
    heading: "Qu'est-ce que Korai",
    body: "Korai est votre mémoire numérique : vous notez ce que vous faites (un café, une course, un film vu, un médicament pris) dans des boîtes et vous retrouvez tout quand vous en avez besoin, avec des rapports, des objectifs et K-ORAI, un assistant qui répond aux questions sur vos propres données. Pour commencer, il suffit d'un e-mail et d'un mot de passe.",
  },
  boxes: {
    heading: 'Boîtes compteur et descriptives',
    body: `Une boîte rassemble un type de chose que vous voulez suivre, avec un nom, un emoji et une couleur : vous la créez avec « Nouvelle ». Une boîte « Compteur » ajoute +${f.tapQuantity} d'une seule touche (un verre d'eau, un café), et la dernière touche peut être annulée. Un oubli ? Appuyez longuement sur la boîte (ou clic droit) pour l'enregistrer à un autre jour et une autre heure, ou plusieurs fois d'un coup. Une boîte « Descriptif » vous demande à chaque fois ce qui s'est passé, avec des notes, une note de ${f.ratingMin} à ${f.ratingMax} étoiles et des #hashtags : idéal pour les livres, les films, les repas ou les symptômes. Le nom, l'emoji et la couleur d'une boîte peuvent être modifiés plus tard ; la supprimer l'envoie à la corbeille avec ses événements. L'offre Free vous donne ${f.freeBoxes} boîtes, Pro jusqu'à ${f.proBoxes}, et avec Pro vous pouvez mettre jusqu'à ${f.starredBoxes} boîtes en favori. Une boîte peut avoir une unité de mesure (km, minutes, pages…) : chaque événement descriptif a alors sa quantité, affichée avec l'unité dans la recherche et dans le fichier CSV, et K-ORAI l'additionne quand vous demandez, par exemple, combien de km vous avez couru cette semaine.`,
  },
  events: {
    heading: 'Événements, dates passées et rappels',
    body: 'Chaque touche ou note est un événement avec sa date et son heure. Une touche sur une boîte compteur compte pour maintenant ; un appui long permet de choisir un autre jour et une autre heure. Dans une boîte descriptive, vous écrivez la description et, si vous voulez, des notes, une note, une date et une heure : laissez la date vide pour maintenant, ou choisissez un jour passé pour noter ce que vous avez fait plus tôt. Vous pouvez aussi noter en écrivant, quelle que soit votre offre (Free compris) : dans « Noter en écrivant », au-dessus de vos boîtes, tapez par exemple deux cafés, course hier soir #parc ou simplement eau, et Korai vous montre ce qu’il va noter (boîte, quantité, jour et heure, tags), mais ne l’enregistre que lorsque vous touchez « Noter ». Si aucune boîte ne porte ce nom, il vous propose de la créer plutôt que d’en choisir une autre à votre place ; une boîte compteur ne compte que les fois, sans mesure ni tags. Un événement daté dans le futur est un « Rappel » et compte dans vos rapports quand son jour arrive. Les #hashtags dans la description ou les notes vous aident à retrouver les événements. Pour renommer ou supprimer un événement plus tard, retrouvez-le avec « Recherche ». Les événements sont illimités dans toutes les offres.',
  },
  goals: {
    heading: 'Objectifs',
    body: "Avec Pro (et pendant l'essai), vous créez un objectif depuis « Objectifs » avec « Nouvel objectif » : vous lui donnez un nom, vous liez une ou plusieurs boîtes, vous choisissez la « Date de début » et, si vous voulez, une date de fin. Sans cible, l'objectif compte les événements de ses boîtes du début à la fin (ou jusqu'à aujourd'hui). Avec un « Objectif chiffré », vous choisissez « Au moins » ou « Au plus » et combien de fois par jour, par semaine, par mois ou au total avant la date de fin : par exemple un minimum de verres d'eau par jour, ou un maximum de cafés. Une cible quotidienne peut ne valoir que certains jours de la semaine, comme la salle de sport le lundi, le mercredi et le vendredi. L'objectif montre où vous en êtes sur la période en cours (fait, dans les temps, en retard, au-delà de la limite), ce qui reste, combien de périodes d'affilée vous l'avez atteint et comment se sont passées les précédentes ; la carte de chacune de ses boîtes montre aussi le compte par rapport à la cible. Vous pouvez ouvrir l'objectif pour voir ses événements ; une fois arrivé, touchez « Marquer comme atteint » ; vous pourrez le réactiver plus tard. Pour des vacances ou une maladie, mettez un objectif en pause, ou tous : les jours en pause n'interrompent pas la série et ne l'allongent pas, et ces jours-là les rappels de la boîte se taisent. Si les boîtes de l'objectif ont la même unité, le palier peut compter cette unité plutôt que les fois, comme les km courus chaque semaine.",
  },
  reports: {
    heading: 'Rapports, graphiques et statistiques',
    body: "« Rapports » montre vos événements des « 7 jours », des « 30 jours » derniers ou de la période de votre choix, pour toutes vos boîtes ou une seule : le total, la moyenne par jour, la boîte la plus et la moins active, la répartition des événements entre les boîtes et un graphique par jour, semaine ou mois avec une « Ligne de tendance ». En choisissant une boîte, vous voyez « Votre année en un coup d'œil », avec sa série actuelle et la plus longue. Pro ajoute le zoom sur une boîte (jours actifs et meilleur jour) et « Ce qui va ensemble », les liens entre vos boîtes, comme le café et les maux de tête.",
  },
  search: {
    heading: 'Recherche',
    body: "Dans « Rapports », l'onglet « Recherche » trouve les événements par mot, #hashtag, boîte et période, même parmi des années de notes. Depuis un résultat, vous pouvez renommer l'événement ou le supprimer.",
  },
  korai: {
    heading: "K-ORAI, l'assistant",
    body: `K-ORAI répond aux questions sur vos propres données, posées avec vos mots : « Combien de verres d'eau ai-je bu cette semaine ? » ou « Quand ai-je couru pour la dernière fois ? ». Il calcule les chiffres à partir de vos événements, ne les invente jamais, et montre « D'où viennent les chiffres » : touchez-en un pour ouvrir les événements qu'il a comptés. Il connaît aussi vos objectifs : demandez-lui si vous êtes dans les temps pour vos objectifs cette semaine, ou combien de jours en novembre vous avez atteint votre objectif d'eau, et il répond avec les chiffres propres à chacun (où il en est par rapport à sa cible, ce qui reste, sa série, les jours, semaines ou mois où il a été atteint), sans compter les jours en pause ; les objectifs font partie de Pro et de l'essai, et en Free il vous le signale. Si vous tapez quelque chose à noter plutôt qu'une question, comme deux cafés hier, il affiche au-dessus du champ ce qu'il noterait, avec un bouton « Noter ». Free comprend ${f.freeInsights} questions (insights) par mois, renouvelées le premier jour de chaque mois ; Pro et l'essai n'ont pas de limite. Chaque réponse indique aussi comment il a compris votre question, avec les jours exacts ; quand un mot lui échappe, il vous dit lequel et vous propose les lectures les plus probables à toucher, plutôt qu’un chiffre pour une autre question.`,
  },
  plans: {
    heading: 'Offres et prix : Free et Pro',
    body: `Free ne coûte rien, pour toujours : ${f.freeBoxes} boîtes, des événements illimités, les rapports de base et la recherche, l'export CSV et ${f.freeInsights} questions à K-ORAI par mois. Pro coûte ${f.proMonthly} par mois ou ${f.proAnnual} par an (vous économisez ${f.annualSavings} %) : jusqu'à ${f.proBoxes} boîtes, ${f.starredBoxes} favoris, les objectifs, les notifications intelligentes, les rapports avancés et K-ORAI sans limite. Pour l'acheter, ouvrez le menu en haut à droite, choisissez « Offre » et touchez « Passer à Pro » : vous payez par carte sur une page de paiement sécurisée, et vous pouvez résilier à tout moment.`,
  },
  trial: {
    heading: 'Essai gratuit',
    body: `Chaque nouveau compte reçoit ${f.trialDays} jours de Pro gratuits, sans carte bancaire. À la fin de l'essai, vous repassez tout seul à Free, sans rien payer ni rien perdre, sauf si vous achetez Pro. Si vous avez plus de ${f.freeBoxes} boîtes, Korai vous demande lesquelles garder (${f.freeBoxes} au plus) : les autres vont à la corbeille avec leurs événements et peuvent être restaurées sous ${f.trashDays} jours, dès que vous avez de la place. Si vous achetez Pro pendant l'essai, vous gardez les jours restants : le premier paiement a lieu à la fin de l'essai.`,
  },
  cancel: {
    heading: "Résilier ou suspendre l'abonnement",
    body: `Ouvrez le menu en haut à droite et choisissez « Offre » : dans « Paramètres de l'abonnement », « Résilier l'abonnement » arrête son renouvellement. Pro reste actif jusqu'à la fin de la période déjà payée, puis votre compte repasse à Free sans rien perdre ; si vous avez plus de ${f.freeBoxes} boîtes, vous choisissez lesquelles garder. Désactiver le « Renouvellement automatique » a le même effet. « Mettre l'abonnement en pause » arrête les prélèvements jusqu'à ce que vous touchiez « Reprendre les paiements ».`,
  },
  export: {
    heading: 'Exporter vos données (CSV)',
    body: f.freeExport
      ? "Dans « Rapports », choisissez une période (et, si vous voulez, des boîtes) et touchez « Exporter en CSV » : vous téléchargez vos événements dans un fichier que tout tableur ouvre, Excel compris. C'est gratuit avec toutes les offres : vos données restent les vôtres. Pour une copie complète de votre compte, utilisez la sauvegarde."
      : 'Dans « Rapports », choisissez une période et touchez « Exporter en CSV » pour télécharger vos événements dans un fichier que tout tableur ouvre. L’export fait partie de Pro.',
  },
  import: {
    heading: 'Importer depuis Daylio, Loop, Nomie ou un fichier CSV',
    body: `Dans « Paramètres », « Importer des données » récupère l'historique que vous teniez dans Daylio, Loop Habit Tracker, Nomie, n'importe quel fichier CSV (vous choisissez les colonnes) ou un CSV exporté de Korai, jusqu'à ${f.importMegabytes} Mo. Un aperçu montre les événements, la période et les boîtes avant tout enregistrement ; les événements déjà présents ne sont pas ajoutés deux fois, et les nouvelles boîtes comptent dans la limite de votre offre. « Annuler l'importation » retire tout.`,
  },
  backup: {
    heading: 'Sauvegarde et restauration',
    body: "Dans « Paramètres », « Télécharger la sauvegarde » enregistre dans un seul fichier tout ce qui est à vous : profil, boîtes, événements, objectifs, corbeille, notifications et conversations avec K-ORAI. « Restaurer une sauvegarde » le remet en place quand vous voulez, même dans un nouveau compte : ce qui manque est ajouté, rien n'est dupliqué, et les limites de votre offre s'appliquent.",
  },
  trash: {
    heading: 'Corbeille : récupérer ce que vous avez supprimé',
    body: `Une boîte supprimée (avec ses événements) ou un événement supprimé va dans la « Corbeille », dans le menu en haut à droite. De là, vous pouvez « Restaurer » ou « Supprimer définitivement ». La corbeille se vide d'elle-même au bout de ${f.trashDays} jours.`,
  },
  notifications: {
    heading: 'Notifications et rappels',
    body: `Pro et l'essai offrent les « Notifications intelligentes IA » : des rappels écrits à partir de vos données (le compte du jour, votre série, vos objectifs) pour ${f.notificationBoxes} boîtes au plus, à ${f.notificationTimes} heures de la journée au plus que vous choisissez, sur le ton que vous préférez. Elles arrivent en notifications push : activez-les d'abord pour votre navigateur dans « Paramètres ». Avec toutes les offres, vous pouvez recevoir le « Récapitulatif hebdomadaire par e-mail » le lundi matin : les totaux de la semaine par boîte, la boîte la plus active, la plus longue série et les objectifs atteints.`,
  },
  account: {
    heading: 'Profil, mot de passe, sessions et thème sombre',
    body: "Dans « Paramètres », vous modifiez votre « Profil » (prénom, nom, nom d'utilisateur, bio et avatar), activez le « Thème sombre », utilisez « Changer de mot de passe » et voyez vos « Sessions actives » sur d'autres appareils, en fermant celles que vous voulez. Changer de mot de passe déconnecte toutes les autres sessions. Pour vous déconnecter, choisissez « Se déconnecter » dans le menu en haut à droite. Pour changer d'adresse e-mail, écrivez à l'assistance.",
  },
  passkeys: {
    heading: "Se connecter avec l'empreinte ou le visage (passkeys)",
    body: "Korai peut vous connecter avec l'empreinte digitale ou le visage de votre appareil (Face ID, Touch ID et autres : une passkey) au lieu du mot de passe. Connectez-vous une fois avec votre mot de passe, ouvrez « Paramètres » et touchez « Enregistrer cet appareil ». Ensuite, dès que vous saisissez votre e-mail, l'écran de connexion propose « Se connecter avec l'empreinte ou le visage ». Vous pouvez retirer un appareil depuis la même liste. Votre navigateur doit prendre en charge les passkeys.",
  },
  password: {
    heading: 'Mot de passe oublié',
    body: "Sur l'écran de connexion, touchez « Mot de passe oublié ? » et saisissez votre e-mail : nous vous envoyons un lien pour choisir un nouveau mot de passe, valable une heure et utilisable une seule fois. Changer de mot de passe ferme toutes les autres sessions.",
  },
  deleteAccount: {
    heading: 'Supprimer votre compte',
    body: "Dans « Paramètres », sous « Confidentialité et sécurité », « Supprimer le compte » efface d'un coup votre compte avec toutes ses données : boîtes, événements, objectifs, conversations avec K-ORAI et sessions. Vous confirmez avec votre mot de passe, et c'est irréversible : pour en garder une copie, téléchargez d'abord une sauvegarde.",
  },
  privacy: {
    heading: 'Mes données sont-elles en sécurité ? Confidentialité et sécurité',
    body: "Vos données restent les vôtres. Nous ne demandons qu'un e-mail et un mot de passe ; nous ne vendons pas vos données et ne les montrons à personne, et il n'y a ni publicité ni outil d'analyse ou de pistage tiers. Les mots de passe ne sont conservés que sous forme de hachage argon2id, vos données circulent chiffrées (HTTPS) et chaque requête ne voit que les données de votre propre compte. Vous pouvez exporter vos événements ou supprimer votre compte quand vous voulez ; la page Confidentialité explique ce que nous conservons et pendant combien de temps.",
  },
  devices: {
    heading: 'Téléphone, ordinateur et hors connexion',
    body: "Korai fonctionne dans le navigateur de n'importe quel téléphone, tablette ou ordinateur, sans rien installer depuis une boutique d'applications ; sur un téléphone, vous pouvez l'ajouter à l'écran d'accueil et l'ouvrir comme une application. Connectez-vous sur autant d'appareils que vous voulez : vos boîtes et vos événements sont les mêmes partout. Sans connexion, les boîtes déjà ouvertes s'ouvrent toujours, et une nouvelle touche ou un nouvel événement est « Enregistré sur cet appareil » puis envoyé dès le retour de la connexion.",
  },
  apiTokens: {
    heading: 'API, raccourcis et automatisations',
    body: "Dans « Paramètres », « Accès API » crée des jetons personnels pour enregistrer des événements depuis un raccourci iPhone, une application d'automatisation Android ou un widget, ou pour lire vos boîtes et vos événements. Un jeton n'ouvre que l'API personnelle (/api/v1), jamais vos paramètres, la facturation ou votre compte ; il peut être en lecture seule, et vous pouvez le révoquer quand vous voulez.",
  },
  languages: {
    heading: 'Langues',
    body: "Korai parle italien, anglais, espagnol, français, allemand, portugais, russe, arabe, hindi, japonais et chinois. Changez de langue à tout moment depuis le menu des langues en haut de la page. L'aide et ce chat répondent dans votre langue, ou sinon en anglais.",
  },
  contact: {
    heading: 'Contact',
    body: `Pour toute autre question, écrivez à ${f.supportEmail} ou utilisez le formulaire de contact (« Nous contacter » dans les Paramètres, « Écrire à l'assistance » sur la page d'aide) : nous répondons sous 24 heures.`,
  },
});
