import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not importable as a value under verbatimModuleSyntax);
// 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;

export type HashingOptions = { pepper: string; memoryKib: number; passes: number };

/**
 * Passwords and PINs are argon2id hashes keyed with a secret pepper from the environment, so a
 * copied database alone cannot verify (or brute-force offline) a 6-digit PIN.
 */
export function createSecretHasher(options: HashingOptions) {
  const argonOptions = {
    algorithm: ARGON2ID,
    memoryCost: options.memoryKib,
    timeCost: options.passes,
    parallelism: 1,
    secret: Buffer.from(options.pepper, 'utf8'),
  };
  return {
    hashSecret: (plain: string): Promise<string> => hash(plain, argonOptions),
    verifySecret: async (hashed: string | null, plain: string): Promise<boolean> => {
      if (!hashed) return false;
      try {
        return await verify(hashed, plain, argonOptions);
      } catch {
        return false;
      }
    },
  };
}

export type SecretHasher = ReturnType<typeof createSecretHasher>;
