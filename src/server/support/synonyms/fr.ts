import type { Synonyms } from './synonyms.js';

export const fr: Synonyms = {
  about:
    'qu est ce que korai, c est quoi korai, korai c est quoi, a quoi sert korai, que fait korai, comment marche korai, comment fonctionne korai',
  price:
    'prix, cout*, coute, payer, paie, paiement*, cher, chere, tarif*, euro*, eur, par mois, par an, mensuel*, annuel*, acheter, achat, passer a pro',
  cancel:
    'resili*, annuler l abonnement, annuler mon abonnement, desabonn*, desinscri*, renouvellement*, rembourse*, arreter de payer, arreter l abonnement, mettre fin',
  pause: 'pause, suspend*, suspension, geler',
  trial: 'essai*, essayer, tester, periode d essai, trial',
  passkey:
    'empreinte*, biometri*, face id, faceid, touch id, touchid, passkey*, cle d acces, visage, reconnaissance faciale, doigt',
  forgot:
    'oubli*, perdu mon mot de passe, je ne me souviens, reinitialis*, recuperer mon mot de passe, nouveau mot de passe, n arrive plus a me connecter',
  security:
    'securi*, protege*, protection, confidentialit*, vie privee, chiffr*, crypt*, pirat*, vend*, revend*, publicit*, pub, rgpd, gdpr, qui voit, qui peut voir, tiers, pistage',
  import: 'import*, daylio, loop, nomie, recuperer mes donnees, transferer, transfert, migr*, je viens de',
  export: 'export*, csv, excel, tableur, telecharger mes donnees, sortir mes donnees, extraire',
  backup: 'sauvegard*, backup, copie de mes donnees, copie de securite, copie',
  trash: 'corbeille, supprime, supprimee, supprimes, supprimees, par erreur, par megarde',
  create: 'cree*, creer, nouv*, ajout*',
  edit: 'modifi*, renomm*, corriger, changer, editer',
  restore: 'restaur*, recuper*, retrouver, annuler, revenir en arriere',
  delete: 'supprim*, effac*, retirer, enlever, fermer mon compte, clore mon compte',
  language:
    'langue*, tradu*, francais, anglais, italien, espagnol, allemand, portugais, russe, arabe, hindi, japonais, chinois',
  contact:
    'contact*, support, assistance, service client, ecrire*, parler a, une personne, humain, repond*, reponse, aide',
  offline: 'hors ligne, hors connexion, offline, sans internet, sans connexion, sans reseau, mode avion',
  mobileApp:
    'iphone, ipad, android, telephone, portable, mobile, smartphone, install*, app store, play store, ecran d accueil, tablette, ordinateur, pc, appareils, synchronis*',
  app: 'app, appli, application*',
  api: 'api, jeton*, token*, raccourci*, automatis*, zapier, ifttt, tasker, widget, integration*',
  search: 'cherch*, recherch*, trouver, retrouver',
  goal: 'objectif*, cible*',
  report:
    'rapport*, statisti*, graphique*, courbe*, tendance*, moyenne*, serie*, analyse*, correlation*, progres*, bilan',
  assistant: 'k orai, ia, assistant, intelligence artificielle, chatgpt',
  notification: 'notif*, me rappeler, alerte*, push, recapitulatif, resume hebdomadaire',
  theme: 'theme sombre, mode sombre, sombre, mode nuit, theme',
  profile:
    'profil, avatar, photo, image, nom d utilisateur, pseudo, bio, mon nom, adresse e mail, mon e mail, mon email, adresse mail',
  session: 'session*, appareils connectes, autres appareils, deconnect*, logout, se deconnecter',
  favourite: 'favori*, etoile',
  boxType: 'compteur*, descripti*, type de boite, types de boite*',
  hashtag: 'hashtag*, tag, tags, etiquette*, mot cle, #*',
  reminder: 'rappel*, date future, dans le futur, futur*, programmer, planifier',
  pastDate: 'hier, date passee, jour passe, autre jour, semaine derniere, apres coup',
  password: 'mot de passe, mdp, password',
  free: 'gratuit*, gratis, sans payer, free',
  limit: 'combien de, limite*, maximum, max, illimite*, plus de',
  box: 'boite*, categorie*, tracker, habitude*',
  account: 'compte, comptes, inscri*, creer un compte',
  subscription: 'abonnement*, abonne*, pro, premium, souscri*',
  plan: 'offre*, formule*, forfait*, plan',
  signIn: 'connecter, connexion, identifier, login, acceder, acces',
  settings: 'parametre*, reglage*, preferences, options',
  event: 'evenement*, noter, enregistrer, saisir, ajouter, entree, touche',
  data: 'donnees, donnee, informations',
};
