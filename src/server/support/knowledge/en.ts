import type { KnowledgeFacts } from './facts.js';
import type { KnowledgeText } from './knowledge-text.js';

export const en = (f: KnowledgeFacts): KnowledgeText => ({
  about: {
    heading: 'What Korai is',
    body: 'Korai is your digital memory: you note what you do (a coffee, a run, a film you watched, a pill you took) in boxes and find it all again when you need it, with reports, goals and K-ORAI, an assistant that answers questions about your own data. All it takes to start is an email and a password.',
  },
  boxes: {
    heading: 'Boxes: counter and descriptive',
    body: `A box collects one kind of thing you want to track, with a name, an emoji and a colour: create one with “New”. A “Counter” box adds +${f.tapQuantity} with a single tap (a glass of water, a coffee), and the last tap can be undone. Forgot one? Press and hold the box (or right-click it) to log it for another day and time, or several at once. A “Descriptive” box asks what happened each time, with notes, a rating from ${f.ratingMin} to ${f.ratingMax} stars and #hashtags: right for books, films, meals or symptoms. A box’s name, emoji and colour can be changed later, and deleting it moves it to the trash with its events. The Free plan gives you ${f.freeBoxes} boxes, Pro up to ${f.proBoxes}, and on Pro you can star up to ${f.starredBoxes} favourite boxes. A box can have a unit (km, minutes, pages…): each descriptive event then has its quantity, shown with the unit in search and in the CSV file, and K-ORAI adds it up when you ask, for example, how many km you ran this week.`,
  },
  events: {
    heading: 'Logging events, past dates and reminders',
    body: 'Every tap or note is an event with its date and time. A tap on a counter box counts for now; press and hold it to choose another day and time. In a descriptive box you write the description and, if you like, notes, a rating and a date and time: leave the date empty for now, or pick a past day to log something you did earlier. You can also log by writing, on every plan including Free: in “Log by writing” above your boxes, type a sentence such as two coffees, run yesterday evening #park or just water, and Korai shows what it will log (box, quantity, day and time, tags), saving it only when you tap “Log”. If no box has that name, it offers to create one rather than picking another for you; a counter box only counts times, without measures or tags. An event dated in the future is a “Reminder” and counts in your reports once its day comes. #hashtags in the description or notes let you find events again. To rename or delete an event later, find it in “Search”. Events are unlimited on every plan.',
  },
  goals: {
    heading: 'Goals',
    body: "With Pro (and during the trial) you create a goal from “Goals” with “New goal”: give it a name, link one or more boxes, choose a “Start date” and, if you like, an end date. Without a target the goal counts the events of its boxes from the start to the end (or to today). With a “Target” you choose “At least” or “At most” and how many times a day, a week, a month or in total by the end date: for example a minimum of glasses of water a day, or a maximum of coffees. A daily target can apply on some weekdays only, like the gym on Monday, Wednesday and Friday. The goal shows where you stand in the current period (done, on track, behind, over the limit), how many are left, how many periods in a row you reached it and how the earlier ones went; the card of each of its boxes shows the count against the target too. You can open the goal to see its events; when you get there, mark it “Complete” and reactivate it later if you like. For a holiday or an illness, pause one goal or all of them: paused days neither break the streak nor extend it, and the box’s reminders keep quiet on them. If the goal's boxes share a unit, the target can count that instead of times, such as kilometres run each week.",
  },
  reports: {
    heading: 'Reports, charts and statistics',
    body: '“Reports” shows your events over the last “7 days”, “30 days” or any period you pick, for all your boxes or one: the total, the average per day, the most and least active box, how events spread across boxes, and a chart by day, week or month with a “Trend line”. Pick one box to see “Your year at a glance”, with its current and longest streak. Pro adds the focus on one box (active days and best day) and “What goes together”, the links between your boxes, like coffee and headaches.',
  },
  search: {
    heading: 'Search',
    body: 'In “Reports”, the “Search” tab finds events by word, #hashtag, box and period, even across years of notes. From a result you can rename the event or delete it.',
  },
  korai: {
    heading: 'K-ORAI, the assistant',
    body: `K-ORAI answers questions about your own data, asked in your own words: “How many glasses of water did I drink this week?” or “When did I last go for a run?”. It works the figures out from your events, never makes them up, and shows “Where the figures come from”: tap one to open the events it counted. It knows your goals too: ask whether you’re on track with your goals this week, or on how many days in November you hit your water goal, and it answers with each goal’s own figures (where it stands against its target, what’s left, its streak, the days, weeks or months that met it), leaving paused days out; goals are part of Pro and the trial, and on Free it tells you so. If you type something to log instead of a question, such as two coffees yesterday, it shows what it would log above the question box, with a “Log” button. Free includes ${f.freeInsights} questions (insights) a month, back on the first day of each month; Pro and the trial have no limit. Each answer also says how it read your question, with the exact days; when it can’t make out a word, it tells you which one and offers the likeliest readings to tap, rather than a figure for a different question.`,
  },
  plans: {
    heading: 'Plans and prices: Free and Pro',
    body: `Free costs nothing, for ever: ${f.freeBoxes} boxes, unlimited events, basic reports and search, CSV export and ${f.freeInsights} K-ORAI questions a month. Pro costs ${f.proMonthly} a month or ${f.proAnnual} a year (you save ${f.annualSavings}%): up to ${f.proBoxes} boxes, ${f.starredBoxes} favourites, goals, smart notifications, advanced reports and unlimited K-ORAI. To buy it, open the menu at the top right, choose “Plan” and tap “Upgrade to Pro”: you pay by card on a secure checkout page, and you can cancel at any time.`,
  },
  trial: {
    heading: 'Free trial',
    body: `Every new account gets ${f.trialDays} days of Pro for free, with no credit card. When the trial ends you go back to Free by yourself, with nothing to pay and nothing lost, unless you buy Pro. If you have more than ${f.freeBoxes} boxes, Korai asks which ${f.freeBoxes} to keep: the others go to the trash with their events and can be restored within ${f.trashDays} days, as soon as you have room. If you buy Pro during the trial you keep the days left: the first payment comes when the trial ends.`,
  },
  cancel: {
    heading: 'Cancel or pause your subscription',
    body: `Open the menu at the top right and choose “Plan”: in “Subscription settings”, “Cancel subscription” stops it from renewing. Pro stays active until the end of the period you paid for, then your account goes back to Free without losing anything; if you have more than ${f.freeBoxes} boxes you choose which to keep. Turning off “Auto-renew” does the same. “Pause subscription” stops the charges until you tap “Resume payments”.`,
  },
  export: {
    heading: 'Export your data (CSV)',
    body: f.freeExport
      ? 'In “Reports”, pick a period (and, if you like, some boxes) and tap “Export CSV”: you download your events as a file that any spreadsheet opens, Excel included. It is free on every plan: your data stays yours. For a complete copy of your account, use the backup.'
      : 'In “Reports”, pick a period and tap “Export CSV” to download your events as a file any spreadsheet opens. Exporting is part of Pro.',
  },
  import: {
    heading: 'Import from Daylio, Loop, Nomie or a CSV file',
    body: `In “Settings”, “Import data” brings in the history you kept in Daylio, Loop Habit Tracker, Nomie, any CSV file (you choose the columns) or a CSV exported from Korai, up to ${f.importMegabytes} MB. A preview shows the events, the period and the boxes before anything is saved; events already there are not added twice, and new boxes count towards your plan. “Undo the import” takes it all back.`,
  },
  backup: {
    heading: 'Backup and restore',
    body: 'In “Settings”, “Download backup” saves everything that is yours in one file: profile, boxes, events, goals, trash, notifications and K-ORAI conversations. “Restore backup” brings it back whenever you like, even into a new account: what is missing is added, nothing is duplicated, and your plan’s limits apply.',
  },
  trash: {
    heading: 'Trash: getting back what you deleted',
    body: `A deleted box (with its events) or a deleted event goes to the “Trash”, in the menu at the top right. From there you can “Restore” it or “Delete for good”. The trash empties itself after ${f.trashDays} days.`,
  },
  notifications: {
    heading: 'Notifications and reminders',
    body: `Pro and the trial have “Smart AI notifications”: reminders written from your own data (today’s count, your streak, your goals) for up to ${f.notificationBoxes} boxes, at up to ${f.notificationTimes} times of day you choose, in the tone you like. They arrive as push notifications, so turn those on for your browser in “Settings” first. Every plan can get the “Weekly email digest” on Monday mornings: the week’s totals per box, the most active box, the longest streak and the goals reached.`,
  },
  account: {
    heading: 'Profile, password, sessions and dark theme',
    body: 'In “Settings” you edit your “Profile” (first and last name, username, bio and avatar), switch on the “Dark theme”, use “Change password” and see your “Active sessions” on other devices, ending any of them. Changing your password signs out every other session. To sign out, choose “Log out” in the menu at the top right. To change your email address, write to support.',
  },
  passkeys: {
    heading: 'Sign in with fingerprint or face (passkeys)',
    body: 'Korai can sign you in with your device’s fingerprint or face (Face ID, Touch ID and the like: a passkey) instead of your password. Sign in once with your password, open “Settings” and tap “Register this device”. From then on, once you type your email, the sign-in screen offers “Sign in with fingerprint or face”. You can remove a device from the same list. Your browser must support passkeys.',
  },
  password: {
    heading: 'Forgotten password',
    body: 'On the sign-in screen, tap “Forgot your password?” and enter your email: we email you a link to choose a new password, valid for one hour and usable once. Changing your password ends every other session.',
  },
  deleteAccount: {
    heading: 'Delete your account',
    body: 'In “Settings”, under “Privacy and security”, “Delete account” erases your account with all its data at once: boxes, events, goals, K-ORAI conversations and sessions. You confirm with your password, and it cannot be undone: download a backup first if you want to keep a copy.',
  },
  privacy: {
    heading: 'Is my data safe? Privacy and security',
    body: 'Your data stays yours. We ask only for an email and a password; we do not sell your data or show it to anyone, and there are no ads and no third-party analytics or tracking tools. Passwords are stored only as argon2id hashes, your data travels encrypted (HTTPS), and every request sees only your own account’s data. You can export your events or delete your account whenever you like; the Privacy page says what we keep and for how long.',
  },
  devices: {
    heading: 'Phone, computer and offline',
    body: 'Korai runs in the browser of any phone, tablet or computer, with nothing to install from an app store; on a phone you can add it to the home screen and open it like an app. Sign in on as many devices as you like: your boxes and events are the same on all of them. Without a connection, the boxes you opened before still open, and a new tap or event is “Saved on this device” and sent as soon as the connection is back.',
  },
  apiTokens: {
    heading: 'API, shortcuts and automations',
    body: 'In “Settings”, “API access” creates personal tokens to log events from an iPhone shortcut, an Android automation app or a widget, or to read your boxes and events. A token opens only the personal API (/api/v1), never your settings, billing or account; it can be read-only, and you can revoke it whenever you like.',
  },
  languages: {
    heading: 'Languages',
    body: 'Korai speaks Italian, English, Spanish, French, German, Portuguese, Russian, Arabic, Hindi, Japanese and Chinese. Change the language at any time from the language menu at the top of the page. The help and this chat answer in your language, or else in English.',
  },
  contact: {
    heading: 'Contact',
    body: `For anything else, write to ${f.supportEmail} or use the contact form (“Contact us” in Settings, “Contact support” on the help page): we reply within 24 hours.`,
  },
});
