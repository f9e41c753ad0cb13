// A small schema.org checker for the site's JSON-LD (app/modules/seo/structured-data.server.ts):
// the types we publish and the properties search engines need of each. Used by the builders'
// unit test and by the end-to-end test that reads every public page.

type Node = Record<string, unknown>;

const ABSOLUTE = /^https?:\/\/[^/\s]+\//;
// Keys whose string values are addresses.
const URL_KEYS = new Set(["url", "item", "@id", "sameAs"]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function types(node: Node): string[] {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : typeof type === "string" ? [type] : [];
}

function text(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

/** An image given as an address or an ImageObject with an absolute `url`. */
function image(value: unknown): boolean {
  if (typeof value === "string") return ABSOLUTE.test(value);
  if (Array.isArray(value)) return value.length > 0 && value.every(image);
  return isNode(value) && typeof value.url === "string" && ABSOLUTE.test(value.url);
}

/** A reference to or a description of an organisation (Service.provider, author, publisher). */
function organization(value: unknown): boolean {
  return (
    isNode(value) &&
    types(value).includes("Organization") &&
    (text(value.name) || text(value["@id"]))
  );
}

function positions(list: unknown, where: string, problems: string[], withItem: boolean) {
  if (!Array.isArray(list) || list.length === 0) {
    problems.push(`${where}: itemListElement must be a non-empty array`);
    return;
  }
  list.forEach((element, index) => {
    if (!isNode(element) || !types(element).includes("ListItem")) {
      problems.push(`${where}[${index}]: not a ListItem`);
      return;
    }
    if (element.position !== index + 1) {
      problems.push(`${where}[${index}]: position ${String(element.position)}, not ${index + 1}`);
    }
    if (withItem) {
      if (!text(element.name)) problems.push(`${where}[${index}]: no name`);
      if (typeof element.item !== "string" || !ABSOLUTE.test(element.item)) {
        problems.push(`${where}[${index}]: item must be an absolute address`);
      }
    } else if (!isNode(element.item)) {
      problems.push(`${where}[${index}]: no item`);
    }
  });
}

function checkNode(node: Node, where: string, topLevel: boolean, problems: string[]) {
  const nodeTypes = types(node);
  const need = (key: string, ok: (value: unknown) => boolean = text) => {
    if (!ok(node[key])) problems.push(`${where} (${nodeTypes.join()}): bad or missing ${key}`);
  };
  for (const type of nodeTypes) {
    switch (type) {
      case "Organization":
        if (topLevel) {
          need("name");
          need("url");
          need("logo", image);
        } else if (!organization(node)) {
          problems.push(`${where}: an organization reference needs a name or an @id`);
        }
        break;
      case "Service":
        need("name");
        need("provider", organization);
        break;
      case "FAQPage":
        need("mainEntity", (value) => Array.isArray(value) && value.length > 0);
        for (const [index, question] of (Array.isArray(node.mainEntity)
          ? node.mainEntity
          : []
        ).entries()) {
          const ok =
            isNode(question) &&
            types(question).includes("Question") &&
            text(question.name) &&
            isNode(question.acceptedAnswer) &&
            types(question.acceptedAnswer).includes("Answer") &&
            text(question.acceptedAnswer.text);
          if (!ok) problems.push(`${where}.mainEntity[${index}]: not a Question with an answer`);
        }
        break;
      case "Article":
      case "BlogPosting":
        need("headline");
        need("datePublished", (value) => text(value) && !Number.isNaN(Date.parse(String(value))));
        if ("image" in node) need("image", image);
        if ("author" in node) need("author", organization);
        if ("publisher" in node) need("publisher", organization);
        break;
      case "BreadcrumbList":
        positions(node.itemListElement, `${where}.itemListElement`, problems, true);
        break;
      case "ItemList":
        positions(node.itemListElement, `${where}.itemListElement`, problems, false);
        break;
    }
  }
}

function walk(value: unknown, where: string, topLevel: boolean, problems: string[], found: Node[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${where}[${index}]`, false, problems, found));
    return;
  }
  if (!isNode(value)) return;
  if (types(value).length > 0) {
    found.push(value);
    checkNode(value, where, topLevel, problems);
  }
  for (const [key, child] of Object.entries(value)) {
    if (URL_KEYS.has(key)) {
      for (const address of Array.isArray(child) ? child : [child]) {
        if (typeof address === "string" && !ABSOLUTE.test(address)) {
          problems.push(`${where}.${key}: "${address}" is not an absolute address`);
        }
      }
    }
    if (typeof child === "object") walk(child, `${where}.${key}`, false, problems, found);
  }
}

export type JsonLdReport = {
  problems: string[];
  /** Every typed node, top-level blocks and nested ones. */
  nodes: Node[];
  /** The `@type`s of the top-level blocks. */
  blockTypes: string[];
};

/** Checks parsed blocks; `language` is what every `inLanguage` must say. */
export function checkJsonLd(blocks: unknown[], language?: string): JsonLdReport {
  const problems: string[] = [];
  const nodes: Node[] = [];
  const blockTypes: string[] = [];
  blocks.forEach((block, index) => {
    const where = `block ${index}`;
    if (!isNode(block)) {
      problems.push(`${where}: not an object`);
      return;
    }
    if (block["@context"] !== "https://schema.org")
      problems.push(`${where}: no schema.org @context`);
    if (types(block).length === 0) problems.push(`${where}: no @type`);
    blockTypes.push(...types(block));
    walk(block, where, true, problems, nodes);
  });
  if (language) {
    for (const node of nodes) {
      if ("inLanguage" in node && node.inLanguage !== language) {
        problems.push(
          `${types(node).join()}: inLanguage ${String(node.inLanguage)}, not ${language}`,
        );
      }
    }
  }
  return { problems, nodes, blockTypes };
}

/** The typed nodes of one `@type`. */
export function nodesOf(report: JsonLdReport, type: string): Node[] {
  return report.nodes.filter((node) => types(node).includes(type));
}
