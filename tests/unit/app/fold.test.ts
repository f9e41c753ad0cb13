import { describe, expect, it } from "vitest";
import { foldText, plainText } from "~core/search/fold";

describe("foldText", () => {
  it("folds the forms an Arabic reader takes as the same word", () => {
    expect(foldText("الإستشارات")).toBe(foldText("الاستشارات"));
    expect(foldText("أحمد")).toBe("احمد");
    expect(foldText("آمال ٱلعربية")).toBe("امال العربيه");
    expect(foldText("مُطَوِّر")).toBe("مطور");
    expect(foldText("مصطفى")).toBe("مصطفي");
    expect(foldText("مدرسة")).toBe("مدرسه");
    expect(foldText("جمـــيل")).toBe("جميل");
    expect(foldText("\u0647\u0670ذا")).toBe("هذا");
  });

  it("reads Arabic-Indic and Eastern Arabic-Indic digits as ASCII, and ignores case", () => {
    expect(foldText("٢٠٢٦")).toBe("2026");
    expect(foldText("۲۰۲۶")).toBe("2026");
    expect(foldText("  Web   Studio ")).toBe("web studio");
    expect(foldText("Café")).toBe("cafe");
  });

  it("gives keys whose byte order is the Arabic alphabet's", () => {
    const words = ["ياسر", "إبراهيم", "باسم", "ثامر", "هالة", "زياد", "آدم"];
    const sorted = [...words].sort((a, b) =>
      foldText(a) < foldText(b) ? -1 : foldText(a) > foldText(b) ? 1 : 0,
    );
    expect(sorted).toEqual(["إبراهيم", "آدم", "باسم", "ثامر", "زياد", "هالة", "ياسر"]);
  });
});

describe("plainText", () => {
  it("keeps the words of rich text apart and reads entities", () => {
    expect(plainText("<p>One</p><p>two &amp; three</p>")).toBe(" One  two & three ");
  });
});
