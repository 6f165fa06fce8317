import forge from 'node-forge';

/** Plaintext bytes per RSA-1024 PKCS#1 v1.5 block (spec §9). */
export const ENCRYPT_CHUNK = 117;

/**
 * Encrypts a request body as spec §7.1 describes: the JSON's UTF-8 bytes in 117-byte chunks, each
 * PKCS#1 v1.5-encrypted with the server's public key, the cipher blocks joined and base64-encoded.
 */
export function encryptBody(body: unknown, publicKeyPem: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const bytes = forge.util.encodeUtf8(JSON.stringify(body));
  let out = '';
  for (let i = 0; i < bytes.length; i += ENCRYPT_CHUNK) {
    out += key.encrypt(bytes.slice(i, i + ENCRYPT_CHUNK), 'RSAES-PKCS1-V1_5');
  }
  return forge.util.encode64(out);
}
