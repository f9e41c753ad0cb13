// The JSON-LD builders, checked against the schema.org types and properties search engines read
// (tests/support/json-ld.ts), and the meta descriptors that carry them into the document head.
import { describe, expect, it } from "vitest";
import { seoMeta, type Seo } from "~/modules/seo/meta";
import {
  faqPageSchema,
  postsPageSchema,
  servicesPageSchema,
} from "~/modules/seo/page-schema.server";
import {
  breadcrumbSchema,
  organizationSchema,
  webPageSchema,
  type OrganizationTexts,
  type SchemaContext,
} from "~/modules/seo/structured-data.server";
import { checkJsonLd, nodesOf } from "../../support/json-ld";
import { answered } from "../../support/records";

const origin = new URL("https://bayan.example");
const organization: OrganizationTexts = {
  name: "بيان الرقمية",
  alternateName: "Bayan Digital",
  description: "Studio",
  email: "info@bayan.example",
  telephones: ["+966 11 000 0000", "+966 55 000 0000"],
  logo: { path: "/brand/icon-512.png", width: 512, height: 512 },
};

function context(language: "en" | "ar", path = "/services"): SchemaContext {
  return {
    origin,
    language,
    pageUrl: `https://bayan.example${path}?lng=${language}`,
    link: (target) => `https://bayan.example${target}?lng=${language}`,
    pageName: "Services",
    organization,
  };
}

const image = { path: "/storage/services/a.webp", thumb: null, width: 1200, height: 800 };
const record = { created_at: "2026-01-02T03:04:05.000Z", updated_at: "2026-01-02T03:04:05.000Z" };
const services = [1, 2].map((id) =>
  answered.service({
    ...record,
    id,
    en_name: `Service ${id}`,
    ar_name: `خدمة ${id}`,
    en_info: `<p>About <strong>service ${id}</strong></p>`,
    ar_info: "<p>عن الخدمة</p>",
    category_id: 7,
    image: [image.path],
    images: id === 1 ? [image] : [],
  }),
);
const categories = [
  answered.category({
    ...record,
    id: 7,
    en_name: "Web",
    ar_name: "الويب",
    image: null,
    images: [],
  }),
];

describe("organization", () => {
  it("names the company in both languages with its logo and contact points", () => {
    const block = organizationSchema(context("ar"), organization);
    const report = checkJsonLd([block], "ar");
    expect(report.problems).toEqual([]);
    expect(block).toMatchObject({
      "@type": "Organization",
      "@id": "https://bayan.example/#organization",
      name: "بيان الرقمية",
      alternateName: "Bayan Digital",
      url: "https://bayan.example/?lng=ar",
      logo: { url: "https://bayan.example/brand/icon-512.png", width: "512", height: "512" },
    });
    expect(block.contactPoint).toEqual([
      expect.objectContaining({ telephone: "+966 11 000 0000", email: "info@bayan.example" }),
      expect.objectContaining({ telephone: "+966 55 000 0000" }),
    ]);
    expect(block).not.toHaveProperty("sameAs");
  });

  it("the checker catches a company without logo", () => {
    const block = { ...organizationSchema(context("en"), organization), logo: undefined };
    expect(checkJsonLd([block]).problems).toEqual([expect.stringMatching(/missing logo/)]);
  });
});

describe("pages", () => {
  it("a page in its language, part of the site", () => {
    const block = webPageSchema(context("ar", "/about-us"), {
      path: "/about-us",
      name: "من نحن",
      description: "عن الشركة",
      siteName: organization.name,
      image: { src: "/brand/og-ar.png", width: 1200, height: 630 },
    });
    expect(checkJsonLd([block], "ar").problems).toEqual([]);
    expect(block).toMatchObject({ "@type": "AboutPage", inLanguage: "ar" });
    expect(checkJsonLd([block], "en").problems).toEqual([
      expect.stringMatching(/inLanguage ar, not en/),
    ]);
  });

  it("breadcrumbs count from one, with absolute addresses", () => {
    const block = breadcrumbSchema(context("en"), [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]);
    expect(checkJsonLd([block]).problems).toEqual([]);
    expect(block.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://bayan.example/?lng=en" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Services",
        item: "https://bayan.example/services?lng=en",
      },
    ]);
    const shuffled = {
      ...block,
      itemListElement: [...(block.itemListElement as never[])].reverse(),
    };
    expect(checkJsonLd([shuffled]).problems.join()).toMatch(/position 2, not 1/);
  });
});

describe("content", () => {
  it("each service by the company, with its picture when it has one", () => {
    const { blocks = [] } = servicesPageSchema(services, categories, "en")(context("en"));
    const report = checkJsonLd(blocks, "en");
    expect(report.problems).toEqual([]);
    const found = nodesOf(report, "Service");
    expect(found.map((service) => service.name)).toEqual(["Service 1", "Service 2"]);
    expect(found[0]).toMatchObject({
      description: "About service 1",
      category: "Web",
      image: { url: "https://bayan.example/storage/services/a.webp", width: "1200" },
      provider: { "@id": "https://bayan.example/#organization" },
    });
    // The second has only the bare path: still an absolute address, without a size.
    expect(found[1].image).toEqual({
      "@type": "ImageObject",
      url: "https://bayan.example/storage/services/a.webp",
    });
  });

  it("FAQ questions with their answers as plain text", () => {
    const faqs = [
      answered.faq({
        ...record,
        id: 1,
        en_name: "Q?",
        ar_name: "س؟",
        en_answer: "<p>A &amp; B</p>",
        ar_answer: "",
      }),
    ];
    const { mainEntity } = faqPageSchema(faqs, "en")(context("en", "/FAQs"));
    const page = webPageSchema(context("en", "/FAQs"), {
      path: "/FAQs",
      name: "FAQ",
      description: "Answers",
      siteName: "Bayan Digital",
      image: { src: "/brand/og-en.png", width: 1200, height: 630 },
      mainEntity,
    });
    expect(checkJsonLd([page], "en").problems).toEqual([]);
    expect(page["@type"]).toBe("FAQPage");
    expect(page.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A & B" } },
    ]);
  });

  it("posts as BlogPostings with date, picture, author and publisher", () => {
    const posts = [
      answered.post({
        ...record,
        id: 5,
        en_name: "x".repeat(200),
        ar_name: "خبر",
        en_info: "<p>News</p>",
        ar_info: "<p>خبر</p>",
        en_requirements: [],
        ar_requirements: [],
        image: "/storage/posts/p.webp",
        images: [],
      }),
    ];
    const { blocks = [] } = postsPageSchema(posts, "ar")(context("ar", "/posts"));
    const report = checkJsonLd(blocks, "ar");
    expect(report.problems).toEqual([]);
    const [post] = nodesOf(report, "BlogPosting");
    expect(post).toMatchObject({
      headline: "خبر",
      datePublished: "2026-01-02T03:04:05.000Z",
      inLanguage: "ar",
      url: "https://bayan.example/posts?lng=ar#post-5-title",
      author: { "@type": "Organization", name: "بيان الرقمية" },
      publisher: { logo: { url: "https://bayan.example/brand/icon-512.png" } },
    });
    const english = postsPageSchema(posts, "en")(context("en", "/posts")).blocks ?? [];
    const [long] = nodesOf(checkJsonLd(english), "BlogPosting");
    expect(String(long.headline).length).toBeLessThanOrEqual(111);
    expect(
      checkJsonLd([{ ...english[0], blogPost: [{ ...long, datePublished: "soon" }] }]).problems,
    ).toEqual([expect.stringMatching(/datePublished/)]);
  });
});

describe("seoMeta", () => {
  it("writes each block as an ld+json script and the preview tags", () => {
    const block = organizationSchema(context("en"), organization);
    const seo: Seo = {
      title: "T",
      description: "D",
      url: "https://bayan.example/",
      canonical: "https://bayan.example/",
      alternates: [],
      locale: "en_US",
      alternateLocales: ["ar_AR"],
      type: "website",
      image: {
        url: "https://bayan.example/brand/og-en.png",
        width: 1200,
        height: 630,
        alt: "Bayan Digital",
        type: "image/png",
      },
      siteName: "Bayan Digital",
      jsonLd: [block],
    };
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({ "script:ld+json": block });
    for (const [property, content] of [
      ["og:image", "https://bayan.example/brand/og-en.png"],
      ["og:image:width", "1200"],
      ["og:image:height", "630"],
      ["og:image:alt", "Bayan Digital"],
      ["og:locale:alternate", "ar_AR"],
    ]) {
      expect(tags).toContainEqual({ property, content });
    }
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});
