// The one registry of the content entities: every fact about one is stated here once, and the
// app and the provider read it. Data only, no imports but types: the provider and the browser's
// dashboard bundle both include it.
import type { ColumnDef } from "../dashboard/entity-types";
import { CONTENT_FIELDS } from "./fields";
import {
  CONTENT_KEYS,
  POSTS_PUBLIC_PATH,
  type ContentEntity,
  type ContentKey,
  type ContentTable,
  type Relation,
} from "./registry-types";

export {
  CONTENT_KEYS,
  isContentKey,
  STATUSES,
  type Status,
  type ContentEntity,
  type ContentKey,
  type ContentTable,
  type Relation,
} from "./registry-types";

const nameColumn: ColumnDef = { kind: "localized", field: "name", label: "name" };
const byName = { kind: "localized", field: "name" } as const;
const audit = (entity: ContentTable) => ({ entity, label: `audit.entities.${entity}` });

export const CONTENT_ENTITIES: Record<ContentKey, ContentEntity> = {
  categories: {
    key: "categories",
    table: "categories",
    route: "categories",
    publicPath: "categories",
    publicList: true,
    sitePaths: ["/", "/services"],
    dashboardPath: "/dashboard/categories",
    icon: "categories",
    fields: CONTENT_FIELDS.categories,
    columns: [{ kind: "thumb" }, nameColumn, { kind: "date" }],
    label: byName,
    images: "one",
    order: "oldest",
    cacheKeys: ["categories"],
    audit: audit("categories"),
    relations: [],
    deletable: true,
    creatable: true,
    workflow: true,
  },
  services: {
    key: "services",
    table: "services",
    route: "services",
    publicPath: "services",
    publicList: true,
    sitePaths: ["/", "/services"],
    dashboardPath: "/dashboard/services",
    icon: "services",
    fields: CONTENT_FIELDS.services,
    columns: [
      { kind: "thumb" },
      nameColumn,
      { kind: "relation", field: "category", label: "category_id" },
      { kind: "date" },
    ],
    label: byName,
    images: "many",
    order: "oldest",
    cacheKeys: ["services", "categories"],
    audit: audit("services"),
    relations: [
      {
        field: "category_id",
        entity: "categories",
        name: "category",
        blocksDelete: { provider: "category_has_services", confirm: "confirm.has_services" },
      },
    ],
    deletable: true,
    creatable: true,
    workflow: true,
  },
  projects: {
    key: "projects",
    table: "projects",
    route: "projects",
    publicPath: "projects",
    publicList: true,
    sitePaths: ["/projects"],
    dashboardPath: "/dashboard/projects",
    icon: "projects",
    fields: CONTENT_FIELDS.projects,
    columns: [
      { kind: "thumb" },
      nameColumn,
      { kind: "relation", field: "service", label: "service_id" },
      { kind: "date" },
    ],
    label: byName,
    images: "many",
    order: "oldest",
    cacheKeys: ["projects", "services"],
    audit: audit("projects"),
    relations: [
      {
        field: "service_id",
        entity: "services",
        name: "service",
        blocksDelete: { provider: "service_has_projects", confirm: "confirm.has_projects" },
      },
    ],
    deletable: true,
    creatable: true,
    workflow: true,
  },
  posts: {
    key: "posts",
    table: "posts",
    route: "posts",
    publicPath: POSTS_PUBLIC_PATH,
    publicList: true,
    sitePaths: ["/posts"],
    dashboardPath: "/dashboard/posts",
    icon: "posts",
    fields: CONTENT_FIELDS.posts,
    columns: [{ kind: "thumb" }, nameColumn, { kind: "date" }],
    label: byName,
    images: "one",
    order: "oldest",
    publicNewestFirst: true,
    cacheKeys: ["ads"],
    audit: audit("posts"),
    relations: [],
    deletable: true,
    creatable: true,
    workflow: true,
  },
  faqs: {
    key: "faqs",
    table: "faqs",
    route: "faqs",
    publicPath: "faqs",
    publicList: true,
    sitePaths: ["/FAQs"],
    dashboardPath: "/dashboard/FAQs",
    icon: "faqs",
    fields: CONTENT_FIELDS.faqs,
    columns: [{ kind: "localized", field: "name", label: "question" }, { kind: "date" }],
    label: byName,
    order: "oldest",
    cacheKeys: ["faqs"],
    audit: audit("faqs"),
    relations: [],
    deletable: true,
    creatable: true,
    workflow: true,
  },
  team: {
    key: "team",
    table: "team_members",
    route: "team",
    publicPath: "team",
    publicList: true,
    sitePaths: ["/about-us"],
    dashboardPath: "/dashboard/team",
    icon: "team",
    fields: CONTENT_FIELDS.team,
    columns: [
      { kind: "thumb" },
      nameColumn,
      { kind: "localized", field: "role", label: "role" },
      { kind: "text", field: "sort", label: "sort" },
    ],
    label: byName,
    images: "one",
    order: "oldest",
    orderBy: ["sort"],
    cacheKeys: ["team"],
    audit: audit("team_members"),
    relations: [],
    deletable: true,
    creatable: true,
    workflow: true,
  },
  // No draft: a page's address is linked from every footer.
  pages: {
    key: "pages",
    table: "pages",
    route: "pages",
    publicPath: "pages",
    publicList: false,
    sitePaths: ["/about-us", "/privacy", "/terms", "/conditions"],
    dashboardPath: "/dashboard/pages",
    icon: "pages",
    fields: CONTENT_FIELDS.pages,
    columns: [
      { kind: "localized", field: "title", label: "title" },
      { kind: "text", field: "key", label: "key" },
      { kind: "date", field: "updated_at" },
    ],
    label: { kind: "localized", field: "title" },
    order: "oldest",
    cacheKeys: ["pages"],
    audit: audit("pages"),
    relations: [],
    deletable: false,
    creatable: false,
    workflow: false,
  },
};

export const contentEntities = (): ContentEntity[] => CONTENT_KEYS.map((k) => CONTENT_ENTITIES[k]);

export function byContentKey<T>(fn: (entity: ContentEntity) => T): Record<ContentKey, T> {
  const e = CONTENT_ENTITIES;
  return {
    categories: fn(e.categories),
    services: fn(e.services),
    projects: fn(e.projects),
    posts: fn(e.posts),
    faqs: fn(e.faqs),
    team: fn(e.team),
    pages: fn(e.pages),
  };
}

export function entityOfTable(table: string): ContentEntity | undefined {
  return contentEntities().find((entity) => entity.table === table);
}

/** What keeps one of its records from being deleted. */
export function dependentsOf(key: ContentKey): { entity: ContentEntity; relation: Relation }[] {
  return contentEntities().flatMap((entity) =>
    entity.relations.filter((r) => r.entity === key).map((relation) => ({ entity, relation })),
  );
}
