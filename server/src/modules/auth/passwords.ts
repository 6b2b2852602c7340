import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP's recommended parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a real hash when the account does not exist keeps response times alike,
// so timing does not tell which usernames exist.
const NO_ACCOUNT_HASH = hash('no account has this password');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await NO_ACCOUNT_HASH), password);
  } catch {
    return false;
  }
}
