import type { Synonyms } from './synonyms.js';

export const en: Synonyms = {
  about:
    'what is korai, what korai is, what s korai, whats korai, what does korai do, what is this app, about korai, how does korai work, what can korai do, what is it for',
  price:
    'price*, pricing, cost*, how much, pay, paying, payment*, expensive, cheap*, fee*, eur, euro*, dollar*, monthly, annual*, yearly, per month, per year, a month, a year, upgrad*, buy*, purchas*, bought',
  cancel:
    'cancel*, unsubscrib*, stop paying, end my subscription, stop my subscription, quit, auto renew*, autorenew*, renewal*, refund*, downgrad*',
  pause: 'pause*, pausing, suspend*, on hold, take a break',
  trial: 'trial*, try, trying, try out, test drive, free week',
  passkey:
    'fingerprint*, finger print*, face id, faceid, touch id, touchid, biometric*, passkey*, face unlock, windows hello, my face',
  forgot:
    'forgot*, forget*, lost my password, reset*, can t remember, cant remember, don t remember, locked out, new password',
  security:
    'safe, safely, safety, secur*, privacy, private, encrypt*, hack*, sell, selling, sold, advertis*, ads, gdpr, who can see, leak*, breach*, third part*, protect*, confidential*',
  import:
    'import*, daylio, loop, nomie, bring over, bring my data, transfer*, migrat*, move my data, switch from, coming from',
  export:
    'export*, csv, excel, spreadsheet*, download my data, download my events, get my data out, get everything out, take my data',
  backup: 'backup*, back up, backing up, copy of my data, copy of everything, copy of my account',
  trash: 'trash*, bin, recycle*, deleted, by mistake, accidentally, undelete*, recently deleted',
  create: 'create*, new, make, set up, add a, start a',
  edit: 'edit*, rename*, modif*, correct*, fix, chang*',
  restore: 'restor*, get it back, get them back, recover*, undo*, bring back, bring it back',
  delete: 'delet*, remov*, erase*, wipe*, close my account, get rid of',
  language:
    'language*, translat*, italian, english, spanish, french, german, portuguese, russian, arabic, hindi, japanese, chinese',
  contact:
    'contact*, support, email you, write to you, talk to, speak to, human, a person, someone, get in touch, reach you, customer service, help desk, reply, respond*',
  offline:
    'offline, off line, without internet, no internet, without connection, no connection, without a connection, no signal, without wifi, no wifi, airplane mode',
  mobileApp:
    'iphone, ipad, android, phone, mobile, install*, app store, play store, home screen, tablet, desktop, computer, pwa, devices, multiple devices, several devices, sync*',
  app: 'app, apps',
  api: 'api, apis, token*, shortcut*, automation*, automate, zapier, ifttt, tasker, widget*, integrat*, webhook*, developer*',
  search: 'search*, find, finding, look for, look up, lookup, locate',
  goal: 'goal*, target*, objective*',
  report:
    'report*, stat, stats, statistic*, chart*, graph*, trend*, average*, streak*, heatmap*, analys*, correlat*, progress',
  assistant: 'k orai, ai, assistant, artificial intelligence, chatgpt, ask questions about my data, ask about my data',
  notification: 'notif*, remind, remind me, reminding, alert*, push, digest, weekly email, weekly summary, nudge*',
  theme: 'dark mode, dark theme, dark, night mode, theme*, light mode',
  profile:
    'profile*, avatar*, photo*, picture*, username*, user name, bio, my name, email address, my email, display name',
  session:
    'session*, logged in devices, signed in devices, log out everywhere, sign out everywhere, other devices, active devices, log out, logout, sign out, signout',
  favourite: 'favourite*, favorite*, star, starred, pin, pinned',
  boxType: 'counter*, descriptive, tracking type*, kind of box, type of box, types of box*',
  hashtag: 'hashtag*, tag, tags, tagging, #*',
  reminder: 'reminder*, future date, in the future, future event*, schedul*, upcoming',
  pastDate:
    'yesterday, past date, past day*, earlier, backdat*, another day, different date, last week, forgot to log, previous day, day before',
  password: 'password*, passcode, pwd, pasword*, passwd',
  free: 'free, for free, no cost, gratis, without paying, costs nothing',
  limit: 'how many, limit*, maximum, max, up to, unlimited, at most, more than',
  box: 'box, boxes, categor*, tracker*, habit*',
  account: 'account*, sign up, signup, register*, registration',
  subscription: 'subscri*, pro, premium, membership, billing',
  plan: 'plan, plans, tier*, free plan, pro plan',
  signIn: 'sign in, signin, log in, login, logging in, sign on',
  settings: 'setting*, preference*, configur*, options',
  event: 'event*, entry, entries, log, logging, logged, record*, note, notes, tap*, add, track*',
  data: 'data, information, info',
};
