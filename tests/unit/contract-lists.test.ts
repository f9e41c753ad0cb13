// The provider contract's closed lists (user types, service request types, page keys) are
// declared once, in core/contract/lists.ts, which the app and the provider both read: a value
// added on one side only would be refused by the other.
import { describe, expect, it } from "vitest";
import { text } from "./structure-support";

const LISTS = ["USER_TYPES", "SERVICE_REQUEST_TYPES", "PAGE_KEYS"];

describe("the contract's closed lists", () => {
  it("are declared once, in core/contract/lists.ts", () => {
    const declared: string[] = [];
    for (const [file, source] of text) {
      if (file.startsWith("tests/")) continue;
      for (const name of LISTS) {
        if (new RegExp(`\\bconst ${name}\\s*=`).test(source)) declared.push(`${name} in ${file}`);
      }
    }
    expect(declared.sort()).toEqual(
      LISTS.map((name) => `${name} in core/contract/lists.ts`).sort(),
    );
  });
});
