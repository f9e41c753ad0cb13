// A software WebAuthn authenticator (ES256, "none" attestation, a discoverable credential with
// user verification) for the provider's passkey tests: it answers the options the provider
// makes exactly as a browser with a platform authenticator would post them.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

// Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
const UP_UV = 0x05;
const UP_UV_AT = 0x45;

export type SoftCredential = {
  id: Buffer;
  privateKey: KeyObject;
  cose: Uint8Array;
  counter: number;
};

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  const map: Parameters<typeof isoCBOR.encode>[0] = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(String(jwk.x), "base64url")],
    [-3, Buffer.from(String(jwk.y), "base64url")],
  ]);
  return isoCBOR.encode(map);
}

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export function softAuthenticator() {
  const credentials: SoftCredential[] = [];

  /** navigator.credentials.create() as @simplewebauthn/browser's startRegistration posts it. */
  function register(options: { challenge: string; rp: { id?: string } }, origin: string) {
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const id = randomBytes(16);
    const cose = coseKey(publicKey);
    const credential: SoftCredential = { id, privateKey, cose, counter: 0 };
    credentials.push(credential);
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP_UV_AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(cose),
    ]);
    const attestation: Parameters<typeof isoCBOR.encode>[0] = new Map<
      string,
      string | Map<string, string> | Uint8Array
    >([
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", new Uint8Array(authData)],
    ]);
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** navigator.credentials.get() with the given (or the first) credential. */
  function authenticate(
    options: { challenge: string; rpId?: string },
    origin: string,
    credential: SoftCredential | undefined = credentials[0],
  ) {
    if (!credential) throw new Error("no credential");
    credential.counter += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP_UV]),
      counterBytes(credential.counter),
    ]);
    const data = clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(data)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: undefined,
      },
    };
  }

  return { credentials, register, authenticate };
}
