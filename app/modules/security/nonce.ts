import { createContext, useContext } from "react";

/** Empty in the browser: browsers hide the value, so the hydrated `nonce=""` matches. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
