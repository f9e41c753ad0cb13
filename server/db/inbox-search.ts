// The inbox's search (docs/conventions.md, "The inbox"): sender and message folded once on save,
// as the content lists' `search_text` is (server/db/list-keys.ts), so Arabic matches however it
// was typed. No database import: migration 0016 fills older rows with it.
import { foldText } from "../../core/search/fold.js";

type Searchable = {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  info?: string | null;
};

export function inboxSearchText({ name, email, phone, info }: Searchable): string {
  return foldText([name, email, phone, info].filter(Boolean).join(" \n "));
}
