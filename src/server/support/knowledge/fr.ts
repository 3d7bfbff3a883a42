import type { KnowledgeFacts } from './facts.js';

export const fr = (f: KnowledgeFacts) => `## Qu'est-ce que Korai
Korai est votre mémoire numérique : vous notez ce que vous faites (un café, une course, un film vu, un médicament pris) et vous retrouvez tout quand vous en avez besoin, avec des statistiques, des objectifs et un assistant qui répond sur vos données.

## Boîtes et types de suivi
Une boîte regroupe un type de chose à suivre, avec un nom et un emoji. Une boîte compteur enregistre un événement d'un seul geste (un verre d'eau, par exemple). Une boîte descriptive demande une description et accepte des notes, une note de 1 à 5 et la date : idéale pour les livres, les films, les repas ou les symptômes. Le forfait Free offre ${f.freeBoxes} boîtes, Pro jusqu'à ${f.proBoxes}, et avec Pro vous pouvez mettre jusqu'à ${f.starredBoxes} boîtes en favori.

## Événements, hashtags et rappels
Chaque geste ou note est un événement avec une date et une heure. Écrivez des #hashtags dans la description ou les notes pour retrouver les événements plus tard. Un événement daté dans le futur est un rappel et compte dans les statistiques le jour venu. Les événements sont illimités avec tous les forfaits.

## Objectifs
Avec Pro, vous fixez des objectifs pour une boîte (8 verres d'eau par jour ou 3 séances de sport par semaine) et suivez vos progrès jour après jour.

## Rapports et export CSV
Les rapports montrent les 7 ou 30 derniers jours ou la période de votre choix, la répartition entre les boîtes et les moyennes par jour. Pro ajoute le zoom sur une seule boîte, la comparaison de périodes et les tendances. ${f.freeExport ? "Vous pouvez exporter vos événements dans un fichier CSV avec n'importe quel forfait : vos données vous appartiennent." : "L'export de vos événements en CSV fait partie de Pro."}

## Recherche
La recherche retrouve les événements par texte, #hashtag, boîte et période, même parmi des années de notes.

## K-ORAI, l'assistant
K-ORAI répond aux questions sur vos propres données dans votre langue, comme « combien de cafés ai-je bus la semaine dernière ? » ou « quand ai-je vu mon dernier film ? ». Il calcule les chiffres à partir de vos événements et montre d'où vient chacun, pour que vous puissiez le vérifier d'un geste. Free comprend ${f.freeInsights} questions par mois, Pro des questions illimitées.

## Forfaits et prix
Free est gratuit pour toujours : ${f.freeBoxes} boîtes, événements illimités, rapports de base et ${f.freeInsights} questions à K-ORAI par mois. Pro coûte ${f.proMonthly} par mois ou ${f.proAnnual} par an (vous économisez ${f.annualSavings} %) : jusqu'à ${f.proBoxes} boîtes, objectifs, notifications intelligentes, rapports avancés et K-ORAI sans limite. Le paiement se fait par carte ; vous pouvez résilier à tout moment et Pro reste actif jusqu'à la fin de la période payée.

## Essai gratuit
Chaque nouveau compte reçoit ${f.trialDays} jours de Pro gratuits, sans carte bancaire. À la fin, vous repassez à Free si vous n'achetez pas Pro ; si vous avez plus de ${f.freeBoxes} boîtes, vous choisissez celles à garder et les autres vont dans la corbeille, d'où vous pouvez les récupérer.

## Corbeille
Une boîte ou un événement supprimé va dans la corbeille : vous pouvez l'y restaurer ou le supprimer définitivement. La corbeille se vide automatiquement après ${f.trashDays} jours.

## Paramètres et notifications
Dans les paramètres, vous modifiez votre profil, votre avatar et votre bio, changez votre mot de passe, voyez et fermez les sessions actives, gérez la connexion biométrique et supprimez votre compte. Avec Pro, les notifications intelligentes vous rappellent jusqu'à ${f.notificationBoxes} boîtes, jusqu'à ${f.notificationTimes} fois par jour.

## Mot de passe oublié
Si vous ne vous souvenez plus de votre mot de passe, touchez « Mot de passe oublié ? » sur l'écran de connexion : nous vous envoyons par e-mail un lien pour en choisir un nouveau, valable une heure. Changer de mot de passe ferme toutes les autres sessions.

## Langues
Korai parle italien, anglais, espagnol, français, allemand, portugais, russe, arabe, hindi, japonais et chinois. Changez de langue à tout moment depuis le menu en haut.

## Confidentialité et sécurité
Nous ne demandons que votre e-mail et un mot de passe. Les mots de passe sont protégés par argon2id, vos données ne sont jamais vendues ni montrées à personne, et vous pouvez supprimer votre compte avec toutes ses données à tout moment.

## Contact
Pour toute autre question, écrivez à ${f.supportEmail} ou utilisez le formulaire de contact de l'app : nous répondons sous 24 heures.
`;
