// The "not an image" refusal reads the same wherever it comes from: the dashboard's file input,
// the app's action and the provider's 422 (spec §5 gives the English text).
import { describe, expect, it } from "vitest";
import { ar as providerAr } from "../../../server/i18n/ar";
import { en as providerEn } from "../../../server/i18n/en";
import ar from "../../../public/locales/ar/dashboard.json";
import en from "../../../public/locales/en/dashboard.json";

describe("the not-an-image message", () => {
  it("has one wording per language, the app's and the provider's", () => {
    expect(en.toast.not_image).toBe("You uploaded a file not an image please try again");
    expect(providerEn.v_not_image).toBe(en.toast.not_image);
    expect(providerAr.v_not_image).toBe(ar.toast.not_image);
  });
});
