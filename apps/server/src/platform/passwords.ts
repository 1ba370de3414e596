import argon2 from 'argon2';

/** argon2id with OWASP's minimum parameters: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

/** False for an account without a password (made by social sign-in), as for a wrong one. */
export async function verifyPassword(hash: string | null, password: string) {
  if (hash === null) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  return dummyHash;
};
