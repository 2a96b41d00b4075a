let counter = 0;

/**
 * A client address no other test has used, so per-address rate limits of one test never leak into
 * another (from a 172.16/12 range the auth tests do not use).
 */
export function freshIp(): string {
  counter += 1;
  return `172.16.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}
