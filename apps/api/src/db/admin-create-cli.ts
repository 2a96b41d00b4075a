import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { AdminCreateError, createAdministrator } from './admin-create';
import { openDatabase } from './connection';

/**
 * `npm run admin:create -w @bayti/api -- --email <address> [--name <name>]`: creates an
 * administrator in the configured database (migrated first) and prints the generated password
 * once. Every refusal is one sentence and exit code 1.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email) throw new AdminCreateError('Pass the address: --email <address>.');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const admin = await createAdministrator(database.db, {
      email: values.email,
      name: values.name,
    });
    // On stdout, the one place the password ever appears.
    process.stdout.write(
      `Administrator created.\n  email:    ${admin.email}\n  password: ${admin.password}\n` +
        'The password is shown this once: sign in with it, then change it.\n',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof AdminCreateError || error instanceof ConfigError;
  // parseArgs rejects unknown options with a readable message too.
  const readable = known || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(readable ? (error as Error).message : error);
  process.exit(1);
});
