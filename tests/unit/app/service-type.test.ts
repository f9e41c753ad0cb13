// The ask-service modal preselects a type from a service's names; a name no rule knows (a new
// category) must preselect nothing, not "Remote employee".
import { describe, expect, it } from "vitest";
import { askHref } from "~/components/site/service-card";
import { serviceTypeFor } from "~core/content/service-type";

describe("serviceTypeFor", () => {
  it("reads the type from the first name that matches, in either language", () => {
    expect(serviceTypeFor("Online store", "متجر")).toBe("build_website");
    expect(serviceTypeFor(null, "تصميم الهوية")).toBe("graphics");
    expect(serviceTypeFor("Cloud hosting", undefined, "Mobile apps")).toBe("build_mobile_app");
  });

  it("chooses nothing for names no rule knows", () => {
    expect(serviceTypeFor("Cloud hosting", "استضافة سحابية", "Data", "بيانات")).toBeNull();
    expect(serviceTypeFor()).toBeNull();
  });

  it("links a service without a type to a bare ?ask=, which still opens the modal", () => {
    expect(askHref("/services", "?page=2", null)).toBe("/services?page=2&ask=");
    expect(askHref("/services", "", "graphics")).toBe("/services?ask=graphics");
  });
});
