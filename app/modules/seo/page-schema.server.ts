import { firstPicture } from "~/modules/content/images";
import { plainText } from "~/modules/content/rich-text.server";
import { localized, type Language } from "~/modules/i18n/config";
import type { Category, Faq, Post, Service } from "~/modules/provider/types";
import type { PagePicture, PageSchema } from "./seo.server";
import { faqEntities, postsSchema, servicesSchema } from "./structured-data.server";

// Search engines show about this much of a description.
const DESCRIPTION_LENGTH = 300;
const HEADLINE_LENGTH = 110;

type Pictured = Parameters<typeof firstPicture>[0] & { ar_name: string; en_name: string };

export function namedPicture(record: Pictured | undefined, language: Language): PagePicture | null {
  const picture = record ? firstPicture(record) : null;
  if (!record || !picture) return null;
  return {
    src: picture.src,
    width: picture.width,
    height: picture.height,
    alt: localized(record, "name", language),
  };
}

export function servicesPageSchema(
  services: Service[],
  categories: Category[],
  language: Language,
): PageSchema {
  const categoryNames = new Map(categories.map((c) => [c.id, localized(c, "name", language)]));
  return (ctx) => ({
    blocks: [
      servicesSchema(
        ctx,
        services.map((service) => ({
          id: service.id,
          name: localized(service, "name", language),
          description: plainText(localized(service, "info", language), DESCRIPTION_LENGTH),
          category: categoryNames.get(service.category_id) ?? null,
          image: firstPicture(service),
        })),
      ),
    ],
  });
}

export function faqPageSchema(faqs: Faq[], language: Language): PageSchema {
  return () => ({
    mainEntity: faqEntities(
      faqs.map((faq) => ({
        question: localized(faq, "name", language),
        answer: plainText(localized(faq, "answer", language)),
      })),
    ),
  });
}

export function postsPageSchema(posts: Post[], language: Language): PageSchema {
  return (ctx) => ({
    blocks: [
      postsSchema(
        ctx,
        posts.map((post) => ({
          id: post.id,
          headline: plainText(localized(post, "name", language), HEADLINE_LENGTH),
          description: plainText(localized(post, "info", language), DESCRIPTION_LENGTH),
          datePublished: post.created_at,
          image: firstPicture(post),
        })),
      ),
    ],
  });
}
