// `npm run staff -- <command>`: the operator's way to enrol the store's staff (README "Back-office").
//   add <e-mail> <admin|support> [mobile]   make the account staff with a new authenticator key and
//                                            recovery codes (a new account needs the mobile number
//                                            and gets a generated password); again for a lost phone
//   remove <e-mail>                          take the staff role away (the account stays a customer)
//   list                                     the staff members, their recovery codes left, last sign-in
// On the embedded database the store must be stopped first (one process opens it); on PostgreSQL
// (DATABASE_URL) it runs beside the servers. Keys, codes and passwords are printed once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../bootstrap.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { enrolStaff, listStaff, removeStaff, StaffAccountError } from './staff-accounts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const USAGE = `usage:
  npm run staff -- add <e-mail> <admin|support> [mobile number]
  npm run staff -- remove <e-mail>
  npm run staff -- list`;

/** The embedded database is one process's: refuse while a store on this port answers. */
async function storeRunning(env: Env): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${env.PORT}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['add', 'remove', 'list'].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), LOG_LEVEL: 'warn', ...process.env });
  if (!env.DATABASE_URL && (await storeRunning(env))) {
    console.error(`The store is running on port ${env.PORT} with the embedded database: stop it, then run this again.`);
    process.exit(1);
  }
  const ctx = await createContext(env);
  try {
    if (command === 'list') {
      const rows = await listStaff(ctx);
      if (rows.length === 0) console.log('No staff members yet: npm run staff -- add <e-mail> admin <mobile number>');
      for (const r of rows)
        console.log(
          `${r.role.padEnd(8)} ${r.email}  recovery codes left: ${r.recovery_codes_left}  last sign-in: ${
            r.last_sign_in ? new Date(r.last_sign_in).toISOString() : 'never'
          }`,
        );
      return;
    }
    const email = args[0];
    if (!email) {
      console.error(USAGE);
      process.exit(2);
    }
    if (command === 'remove') {
      const refused = await removeStaff(ctx, { email });
      console.log(
        refused === 'notStaff'
          ? `${email} is not a staff member.`
          : refused === 'lastAdmin'
            ? `${email} is the store's last admin: add another admin first.`
            : `${email} is no longer staff; its back-office sessions ended.`,
      );
      if (refused) process.exitCode = 1;
      return;
    }
    const e = await enrolStaff(ctx, { email, role: args[1] ?? '', phone: args[2] });
    console.log(`${e.email} is ${e.role === 'admin' ? 'an admin' : 'support staff'}${e.created ? ' (new account)' : ''}.`);
    console.log('Hand these to them privately; they are shown only now.');
    if (e.password) console.log(`\n  Password (change it from the store's account page): ${e.password}`);
    console.log(`\n  Authenticator key (manual entry, time-based, 6 digits, 30 s): ${e.totpSecret}`);
    console.log(`  or as a QR code of: ${e.otpauthUri}`);
    console.log(`\n  Recovery codes (each works once instead of the app's code):\n    ${e.recoveryCodes.join('\n    ')}`);
    console.log(`\nSign in at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}/admin`);
  } finally {
    await ctx.database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof StaffAccountError || err instanceof Error ? err.message : String(err));
  process.exit(1);
});
