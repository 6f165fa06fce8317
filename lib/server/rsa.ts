import 'server-only';
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { sharedSecret } from './secrets';

/** Cipher bytes per RSA-1024 block (spec §9). */
export const DECRYPT_CHUNK = 128;

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

function generate(): string {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return JSON.stringify(pair);
}

function fromEnv(): string | undefined {
  const { RSA_PUBLIC_KEY: publicKey, RSA_PRIVATE_KEY: privateKey } = process.env;
  return publicKey && privateKey ? JSON.stringify({ publicKey, privateKey }) : undefined;
}

let pair: Promise<KeyPair> | undefined;
/** The login key pair: from RSA_PUBLIC_KEY/RSA_PRIVATE_KEY, else generated once and stored. */
export function rsaKeyPair(): Promise<KeyPair> {
  pair ??= sharedSecret('rsa', fromEnv(), generate)
    .then((s) => JSON.parse(s) as KeyPair)
    .catch((e) => {
      pair = undefined;
      throw e;
    });
  return pair;
}

/** Reverses the client's encryptBody: base64 → 128-byte blocks → PKCS#1 v1.5 → UTF-8 JSON. Throws on any fault. */
export async function decryptBody(cipherBase64: string): Promise<unknown> {
  const key = forge.pki.privateKeyFromPem((await rsaKeyPair()).privateKey);
  const bytes = forge.util.decode64(cipherBase64.trim());
  if (!bytes.length || bytes.length % DECRYPT_CHUNK !== 0) throw new Error('cipher length is not a whole number of blocks');
  let plain = '';
  for (let i = 0; i < bytes.length; i += DECRYPT_CHUNK) {
    plain += key.decrypt(bytes.slice(i, i + DECRYPT_CHUNK), 'RSAES-PKCS1-V1_5');
  }
  return JSON.parse(forge.util.decodeUtf8(plain));
}
