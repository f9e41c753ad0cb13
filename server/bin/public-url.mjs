// Production runs without PUBLIC_URL, but what depends on the site's own address then follows
// each request's Host header; start says so (docs/deploy.md, ADR 0021).

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function publicUrlWarning(env) {
  if (env.PUBLIC_URL?.trim()) return null;
  return (
    "PUBLIC_URL is not set: passkeys take their site (relying party) from each request's Host " +
    "header, so a passkey registered through another host name signs in through it; links follow " +
    "Host too and pages are not publicly cacheable. Set PUBLIC_URL to the https address visitors use."
  );
}
