import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { SettingsForm } from "~/components/dashboard/settings-form";
import { keepFormAfterServerError } from "~/modules/dashboard/revalidate";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { settingsAction, settingsLoader, type SettingsActionData } from "./save.server";
import { useLanguage, useRootData } from "~/utils/root-data";

export const shouldRevalidate = keepFormAfterServerError;

export const handle = { i18n: ["common", "dashboard"] };

export async function loader({ request }: LoaderFunctionArgs) {
  return settingsLoader(request, await getLanguage(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return settingsAction(request, await getLanguage(request));
}

export default function SettingsScreen() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<SettingsActionData>();
  const { t } = useTranslation("dashboard");
  const locale = useLanguage();
  // A save comes back with a fresh toast: a new form, showing what was saved (phones in Western
  // digits), with JavaScript too.
  const toast = useRootData()?.toast;
  const formKey = toast?.type === "success" ? toast.id : "settings";
  return (
    <>
      <header className="admin-page-header">
        <div>
          <h1>{t("settings.title")}</h1>
          <p className="admin-lead">{t("settings.lead")}</p>
        </div>
      </header>
      <SettingsForm
        key={formKey}
        settings={data.settings}
        services={data.services}
        places={answer?.places ?? data.places}
        lastResult={answer?.result}
        toast={answer?.toast}
        conflict={answer?.conflict}
        locale={locale}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
