import type { KnowledgeFacts } from './facts.js';

export const en = (f: KnowledgeFacts) => `## What Korai is
Korai is your digital memory: you note what you do (a coffee, a run, a film you watched, a pill you took) and find it all again when you need it, with statistics, goals and an assistant that answers questions about your data.

## Boxes and tracking types
A box collects one kind of thing to track, with a name and an emoji. A counter box records an event with a single tap (a glass of water, say). A descriptive box asks for a description and takes notes, a rating from 1 to 5 and a date: right for books, films, meals or symptoms. The Free plan gives you ${f.freeBoxes} boxes, Pro up to ${f.proBoxes}, and on Pro you can star up to ${f.starredBoxes} favourite boxes.

## Events, hashtags and reminders
Every tap or note is an event with a date and time. Write #hashtags in the description or notes to find events later. An event dated in the future is a reminder and counts in your statistics once its day comes. Events are unlimited on every plan.

## Goals
With Pro you set goals for a box (8 glasses of water a day, or 3 workouts a week) and follow your progress day by day.

## Reports and CSV export
Reports show the last 7 or 30 days or any period you pick, how your events spread across boxes, and averages per day. Pro adds a focus on a single box, period comparisons and trends. ${f.freeExport ? 'You can export your events to a CSV file on any plan: your data stays yours.' : 'Exporting your events to CSV is part of Pro.'}

## Search
Search finds events by text, #hashtag, box and period, even across years of notes.

## K-ORAI, the assistant
K-ORAI answers questions about your own data in your language, such as "how many coffees did I have last week?" or "when did I last watch a film?". It computes the figures from your events and shows where each one comes from, so you can check it in one tap. Free includes ${f.freeInsights} questions a month, Pro unlimited questions.

## Plans and prices
Free is free forever: ${f.freeBoxes} boxes, unlimited events, basic reports and ${f.freeInsights} K-ORAI questions a month. Pro costs ${f.proMonthly} a month or ${f.proAnnual} a year (you save ${f.annualSavings}%): up to ${f.proBoxes} boxes, goals, smart notifications, advanced reports and unlimited K-ORAI. You pay by card; you can cancel at any time and Pro stays active until the end of the period you paid for.

## Free trial
Every new account gets ${f.trialDays} days of Pro for free, with no credit card. At the end you go back to Free unless you buy Pro; if you have more than ${f.freeBoxes} boxes you choose which ones to keep and the others go to the trash, where you can restore them.

## Trash
A deleted box or event goes to the trash: from there you can restore it or delete it for good. The trash empties itself after ${f.trashDays} days.

## Settings and notifications
In Settings you edit your profile, avatar and bio, change your password, see and end active sessions, manage biometric sign-in and delete your account. On Pro, smart notifications remind you about up to ${f.notificationBoxes} boxes, up to ${f.notificationTimes} times a day.

## Forgotten password
If you can't remember your password, tap 'Forgot your password?' on the sign-in screen: we email you a link to choose a new one, valid for one hour. Changing your password ends every other session.

## Languages
Korai speaks Italian, English, Spanish, French, German, Portuguese, Russian, Arabic, Hindi, Japanese and Chinese. Change the language at any time from the menu at the top.

## Privacy and security
We ask only for your email and a password. Passwords are protected with argon2id, your data is never sold or shown to anyone else, and you can delete your account with all its data at any time.

## Contact
For anything else write to ${f.supportEmail} or use the contact form in the app: we reply within 24 hours.
`;
