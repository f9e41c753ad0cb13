// The part of i18next's `t` our locale files use (ADR 0006). Values are raw: React escapes them.

export type Bundle = { readonly [key: string]: unknown };
export type Lookup = (namespace: string) => Bundle | undefined;

export type TOptions = {
  readonly [variable: string]: unknown;
  count?: number;
  defaultValue?: string;
  ns?: string;
  returnObjects?: boolean;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
  (key: string, defaultValue: string, options?: TOptions): string;
}

const NS_SEPARATOR = ":";
const KEY_SEPARATOR = ".";
const NAMESPACE = /^[A-Za-z][\w-]*$/;
const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A flat key that contains dots is tried first, as i18next does. */
function resolve(bundle: Bundle, key: string): unknown {
  if (key in bundle) return bundle[key];
  let node: unknown = bundle;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (!isRecord(node) || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
}

// docs/performance.md, "Memos".
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** i18next's order. */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count !== "number") return [key];
  const keys = [`${key}_${pluralCategory(language, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

/** Missing variables stay as written (i18next's `skipOnVariables`). */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(VARIABLE, (match, path: string) => {
    let value: unknown = options;
    for (const part of path.split(KEY_SEPARATOR)) value = isRecord(value) ? value[part] : undefined;
    return value === undefined || value === null ? match : String(value);
  });
}

function interpolateDeep(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === "string") return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (isRecord(value)) {
    const copy: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) copy[name] = interpolateDeep(item, options);
    return copy;
  }
  return value;
}

export function createT(lookup: Lookup, language: string, namespace: string): TFunction {
  function t(key: string, second?: string | TOptions, third?: TOptions): unknown {
    const options = typeof second === "object" ? second : third;
    const defaultValue = typeof second === "string" ? second : options?.defaultValue;
    let ns = options?.ns ?? namespace;
    let path = key;
    const separator = key.indexOf(NS_SEPARATOR);
    if (separator > 0 && NAMESPACE.test(key.slice(0, separator))) {
      ns = key.slice(0, separator);
      path = key.slice(separator + 1);
    }
    const bundle = lookup(ns);
    if (bundle) {
      for (const candidate of candidates(path, language, options?.count)) {
        const found = resolve(bundle, candidate);
        if (typeof found === "string") return interpolate(found, options);
        if (typeof found === "number" || typeof found === "boolean") return String(found);
        if (isRecord(found) && options?.returnObjects) return interpolateDeep(found, options);
      }
    }
    return defaultValue === undefined ? path : interpolate(defaultValue, options);
  }
  return t as TFunction;
}
