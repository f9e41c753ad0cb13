// The pure parts of the dashboard: CSV escaping, the form data sent to the provider, where a saved
// item lands in its list, the list query kept across modals, and the image type check.
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/modules/dashboard/csv";
import { ENTITIES, isAllowedImage } from "~/modules/dashboard/entities";
import { emptyInputs, requirementPairs, toProviderFormData } from "~/modules/dashboard/form-data";
import { attachmentDisposition, isStoragePath } from "~/modules/dashboard/inbox.server";
import { backQuery, landingPage, lastPage } from "~/modules/dashboard/placement";
import { pageNumber } from "~/modules/page-query/page-query";

describe("csv", () => {
  it("quotes commas, quotes and line breaks, and doubles inner quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@cmd")).toBe("'@cmd");
  });

  it("starts with a UTF-8 BOM and ends rows with CRLF, keeping Arabic as is", () => {
    const csv = toCsv([
      ["name", "info"],
      ["سارة", "مرحبا, عالم"],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('name,info\r\nسارة,"مرحبا, عالم"\r\n');
  });
});

describe("form data for the provider", () => {
  it("sends posts' requirement rows as ar_requirements[]/en_requirements[] pairs, dropping empty rows", () => {
    const source = new FormData();
    source.set("ar_name", " اسم ");
    source.set("en_name", "Name");
    source.set("ar_info", "<p>x</p>");
    source.set("en_info", "<p>y</p>");
    source.set("ar_requirements[1]", "ب");
    source.set("en_requirements[1]", "B");
    source.set("ar_requirements[0]", "أ");
    source.set("en_requirements[0]", "A");
    source.set("ar_requirements[2]", "");
    source.set("en_requirements[2]", " ");
    source.append("image", new File([], ""));
    const out = toProviderFormData(ENTITIES.posts, source, 7);
    expect(out.get("id")).toBe("7");
    expect(out.get("ar_name")).toBe("اسم");
    expect(out.getAll("ar_requirements[]")).toEqual(["أ", "ب"]);
    expect(out.getAll("en_requirements[]")).toEqual(["A", "B"]);
    // An empty file input means "keep the current image".
    expect(out.has("image")).toBe(false);
  });

  it("sends several images as image[] and one image as image", () => {
    const png = new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
    const webp = new File([new Uint8Array([4])], "b.webp", { type: "image/webp" });
    const many = new FormData();
    many.append("image", png);
    many.append("image", webp);
    many.set("category_id", "3");
    const services = toProviderFormData(ENTITIES.services, many, null);
    expect(services.getAll("image[]")).toHaveLength(2);
    expect(services.get("category_id")).toBe("3");
    expect(services.has("id")).toBe(false);
    const categories = toProviderFormData(ENTITIES.categories, many, null);
    expect(categories.getAll("image")).toHaveLength(1);
  });

  it("sends job skills as skills[] and leaves an empty password out", () => {
    const job = new FormData();
    job.append("skills", "2");
    job.append("skills", "5");
    job.set("parent_id", "");
    expect(toProviderFormData(ENTITIES.jobs, job, 4).getAll("skills[]")).toEqual(["2", "5"]);
    const user = new FormData();
    user.set("username", "sara");
    user.set("password", "");
    user.set("password_confirmation", "");
    const out = toProviderFormData(ENTITIES.users, user, 9);
    expect(out.has("password")).toBe(false);
    expect(out.get("username")).toBe("sara");
  });

  it("finds the job form's empty inputs, rich text with only empty paragraphs included", () => {
    const job = new FormData();
    job.set("ar_title", "مطور");
    job.set("en_title", "  ");
    job.set("ar_description", "<p><br></p>");
    job.set("en_description", "<p>Build</p>");
    job.append("skills", "1");
    expect(emptyInputs(ENTITIES.jobs, job)).toEqual(["en_title", "ar_description"]);
    job.set("en_title", "Developer");
    job.set("ar_description", "<p>نص</p>");
    expect(emptyInputs(ENTITIES.jobs, job)).toEqual([]);
  });

  it("pairs requirements by index even when one side is missing", () => {
    const source = new FormData();
    source.set("ar_requirements[0]", "أ");
    source.set("en_requirements[1]", "B");
    expect(requirementPairs(source)).toEqual([
      ["أ", ""],
      ["", "B"],
    ]);
  });
});

describe("list placement", () => {
  it("keeps an edit on its page", () => {
    expect(
      landingPage({ isNew: false, order: "oldest", total: 40, perPage: 12, currentPage: 2 }),
    ).toBe(2);
  });

  it("puts a new item at the end of oldest-first lists", () => {
    expect(
      landingPage({ isNew: true, order: "oldest", total: 25, perPage: 12, currentPage: 1 }),
    ).toBe(3);
    expect(
      landingPage({ isNew: true, order: "oldest", total: 24, perPage: 12, currentPage: 1 }),
    ).toBe(2);
    expect(
      landingPage({ isNew: true, order: "oldest", total: 1, perPage: 12, currentPage: 1 }),
    ).toBe(1);
  });

  it("puts a new item at the front of the other lists", () => {
    expect(
      landingPage({ isNew: true, order: "newest", total: 99, perPage: 12, currentPage: 4 }),
    ).toBe(1);
  });

  it("reads page numbers defensively", () => {
    expect(lastPage(0, 12)).toBe(1);
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("-1")).toBe(1);
    expect(pageNumber("abc")).toBe(1);
    expect(pageNumber(null)).toBe(1);
    expect(pageNumber("1e3")).toBe(1);
    expect(pageNumber("9".repeat(8000))).toBe(1);
  });

  it("keeps only the list's own query when returning from a modal", () => {
    expect(backQuery("page=2&q=web&edit=5&delete=3&evil=1")).toBe("?page=2&q=web");
    expect(backQuery("")).toBe("");
    expect(backQuery(`page=${"9".repeat(8000)}&q=web`)).toBe("?q=web");
    expect(backQuery("page=0003&pages=1e3")).toBe("?page=3");
  });
});

describe("files", () => {
  it("accepts only png, jpg, jpeg, gif, svg and webp images", () => {
    for (const name of ["a.png", "b.JPG", "c.jpeg", "d.gif", "e.svg", "f.webp"]) {
      expect(isAllowedImage({ name, type: "" }), name).toBe(true);
    }
    expect(isAllowedImage({ name: "doc.pdf", type: "application/pdf" })).toBe(false);
    expect(isAllowedImage({ name: "fake.png", type: "application/pdf" })).toBe(false);
    expect(isAllowedImage({ name: "noext", type: "image/png" })).toBe(false);
  });

  it("downloads only provider storage paths, with a safe file name", () => {
    expect(isStoragePath("/storage/requests/abc123.pdf")).toBe(true);
    expect(isStoragePath("/storage/../secrets.json")).toBe(false);
    expect(isStoragePath("https://evil.example/storage/x")).toBe(false);
    expect(isStoragePath("/api/dashboard/users")).toBe(false);
    const provided = `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent("ملف.pdf")}`;
    expect(attachmentDisposition(provided, "x.pdf")).toBe(provided);
    // No download header from the provider (or an inline one): the stored file's own name.
    for (const other of [null, "inline", 'inline; filename="a.html"']) {
      expect(attachmentDisposition(other, "abc.pdf")).toBe('attachment; filename="abc.pdf"');
    }
  });
});
