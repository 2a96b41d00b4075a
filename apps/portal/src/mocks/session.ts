import type { AuthResult, Role, User } from '@bayti/data/contract';
import { DEMO_PASSWORD, demoAccounts } from '@bayti/data/fixtures';

/**
 * The mock server's accounts: the seeded demo accounts (ids in seed order, password
 * DEMO_PASSWORD), plus whatever a story registers. Stories change them (sign-up, a new name, a new
 * password), so every story starts from resetMockAccounts().
 */
interface MockAccount {
  user: User;
  password: string;
}

const seedAccounts = (): MockAccount[] =>
  demoAccounts.map(({ name, email, role }, index) => ({
    user: { id: index + 1, name, email, role, avatar: null, emailVerified: true },
    password: DEMO_PASSWORD,
  }));

let accounts = seedAccounts();

export function resetMockAccounts(): void {
  accounts = seedAccounts();
}

const TOKEN_PREFIX = 'mock-session-';

/** The bearer token the mock server issues for a user: a story can store it to be signed in. */
export const mockTokenOf = (user: Pick<User, 'id'>) => `${TOKEN_PREFIX}${user.id}`;

export const findAccount = (email: string) =>
  accounts.find((account) => account.user.email === email.trim().toLowerCase());

/** The demo user of a role (the first one, as seeded). */
export function demoUserOf(role: Role): User {
  const account = seedAccounts().find((candidate) => candidate.user.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}.`);
  return account.user;
}

/** What a sign-in of the role's demo account answers: the session a story starts with. */
export const demoSessionOf = (role: Role): AuthResult => {
  const user = demoUserOf(role);
  return { token: mockTokenOf(user), user };
};

export function addAccount(user: Omit<User, 'id'>, password: string): User {
  const created = { ...user, id: Math.max(0, ...accounts.map((a) => a.user.id)) + 1 };
  accounts.push({ user: created, password });
  return created;
}

export function updateAccount(
  id: number,
  change: { name?: string; password?: string; emailVerified?: boolean },
): User {
  const account = accounts.find((candidate) => candidate.user.id === id);
  if (!account) throw new Error(`No mock account ${id}.`);
  if (change.name !== undefined) account.user = { ...account.user, name: change.name };
  if (change.emailVerified !== undefined)
    account.user = { ...account.user, emailVerified: change.emailVerified };
  if (change.password !== undefined) account.password = change.password;
  return account.user;
}

/** The user behind a request's `Authorization: Bearer <token>`, or null (a visitor). */
export function signedInUser(request: Request): User | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  const token = match?.[1];
  if (!token?.startsWith(TOKEN_PREFIX)) return null;
  const id = Number(token.slice(TOKEN_PREFIX.length));
  return accounts.find((account) => account.user.id === id)?.user ?? null;
}

export const passwordOf = (user: User) =>
  accounts.find((account) => account.user.id === user.id)?.password;

/**
 * The demo account of a role as if it had not verified its email yet (a story's session); the
 * mock server answers it so until the accounts are reset.
 */
export function unverifiedSessionOf(role: Role): AuthResult {
  const user = updateAccount(demoUserOf(role).id, { emailVerified: false });
  return { token: mockTokenOf(user), user };
}
