// npm run owner:create [-- --name "Warung Sari" --username sari@warung.id --password ********]
// Creates an owner in the configured database (DATABASE_URL or SQLITE_PATH), the same way
// POST /user/register does: for a deployment with SIGNUP=closed, or a first owner from the shell.
// A missing value is asked for on a terminal (the password without echo).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { createSecretHasher } from '../../platform/secrets-hashing.ts';
import { createOwner } from './create-owner.ts';

const EXIT_INVALID = 1;
const EXIT_USAGE = 2;
const USAGE = 'usage: npm run owner:create -- --name NAME --username EMAIL --password PASSWORD';

async function ask(question: string, hidden: boolean): Promise<string> {
  const output = process.stdout;
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  if (hidden) {
    // Echo nothing of what is typed after the question (readline writes through _writeToOutput).
    const writable = prompt as unknown as { _writeToOutput: (text: string) => void };
    writable._writeToOutput = (text: string) => {
      if (text.startsWith(question)) output.write(question);
      else if (text.includes('\n')) output.write('\n');
    };
  }
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

async function readInput() {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const missing = (['name', 'username', 'password'] as const).filter((key) => values[key] === undefined);
  if (missing.length > 0 && !process.stdin.isTTY) {
    console.error(`Missing --${missing.join(', --')}\n${USAGE}`);
    process.exit(EXIT_USAGE);
  }
  return {
    Name: values.name ?? (await ask('Business owner name: ', false)),
    Username: values.username ?? (await ask('E-mail (the username): ', false)),
    Password: values.password ?? (await ask('Password: ', true)),
  };
}

let input: Awaited<ReturnType<typeof readInput>>;
try {
  input = await readInput();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(EXIT_USAGE);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  await migrateToLatest(handle);
  const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
  const owner = await createOwner(handle.db, hasher, input);
  console.log(`Owner ${owner.Name} <${owner.Username}> created (id ${owner.Id}, ${handle.dialect}). Sign in to the back office to set up the first outlet.`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  for (const field of error.fields.length > 0 ? error.fields : [{ field: 'error', error: error.message }]) console.error(`${field.field}: ${field.error}`);
  process.exitCode = EXIT_INVALID;
} finally {
  await handle.close();
}
