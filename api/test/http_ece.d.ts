// http_ece (the encryption web-push itself uses) ships no types: the one call the push tests make.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    readonly version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key is read from the aes128gcm header. */
    readonly privateKey: ECDH;
    /** Base64url. */
    readonly authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
