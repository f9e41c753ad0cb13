import { createContext, useContext } from "react";

/**
 * The CSP nonce of the document being rendered on the server. In the browser it stays empty: the
 * scripts it allowed have already run, and browsers hide the attribute's value from the DOM, so
 * the hydrated `nonce=""` matches what React finds.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
