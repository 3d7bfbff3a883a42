import { eq } from 'drizzle-orm';
import { changeAdminRights } from '../admin/admin-rights.js';
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
    const outcome = await database.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.email, email));
      if (!user) return 'no_account';
      const changed = await changeAdminRights(tx, user, command === 'grant');
      return changed === 'last_admin' ? changed : 'done';
    });
    if (outcome === 'no_account') {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    if (outcome === 'last_admin') {
      console.error(`${email} is the last administrator; grant another account first.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an administrator.` : `${email} is no longer an administrator.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
