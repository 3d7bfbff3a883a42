import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { users } from '../db/schema.js';

const USAGE = 'usage: npm run admin -- grant EMAIL | revoke EMAIL';

/** Makes or unmakes an administrator from the command line: how the first admin comes to be. */
async function main(argv: string[]): Promise<number> {
  const [command, rawEmail] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const database = await openConfiguredDatabase(loadConfig(), () => {}, { joinRunningApp: true });
  try {
    const updated = await database.db
      .update(users)
      .set({ isAdmin: command === 'grant' })
      .where(eq(users.email, email))
      .returning({ email: users.email });
    if (!updated.length) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an administrator.` : `${email} is no longer an administrator.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
