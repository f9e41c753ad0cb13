// The field labels are written once per language, in the dashboard's catalog
// (public/locales/{ar,en}/dashboard.json: `fields`, and the settings' and audit log's own
// sections for names only they have); the provider names fields in its messages with them
// (docs/conventions.md, "Validation"). esbuild bundles the JSON.
import arDashboard from "../../public/locales/ar/dashboard.json";
import enDashboard from "../../public/locales/en/dashboard.json";

type Catalog = {
  fields: Record<string, string>;
  settings: { fields: Record<string, string> };
  audit: { fields: Record<string, string> };
};

// The audit log's wording first, then the forms', as the dashboard reads them
// (app/modules/dashboard/audit-changes.ts).
const labelsOf = (catalog: Catalog): Record<string, string> => ({
  ...catalog.settings.fields,
  ...catalog.fields,
  ...catalog.audit.fields,
});

export const fieldLabels = { ar: labelsOf(arDashboard), en: labelsOf(enDashboard) };
