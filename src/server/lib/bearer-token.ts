/** 32 random bytes in base64url, unpadded: anything else cannot be a token, so it is refused without a query. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token from `Authorization: Bearer <token>`, or undefined when the header is absent or malformed.
 * Below the modules, so the auth plugin reads the header without importing the auth module.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const token = match?.[1];
  return token && TOKEN_RE.test(token) ? token : undefined;
}
