import { Link } from "@remix-run/react";
import { usePageAddress } from "~/modules/page-query/page-query";
import { useTranslation } from "~/modules/i18n/react";
import type { ServiceRequestType } from "~/modules/provider/types";
import { CardMedia, ItemLink } from "./picture";
import type { ServiceCardData } from "~/modules/content/cards";

/** docs/conventions.md: modals by search parameter; a bare `?ask=` preselects nothing. */
export function askHref(pathname: string, search: string, type: ServiceRequestType | null): string {
  const params = new URLSearchParams(search);
  params.set("ask", type ?? "");
  return `${pathname}?${params.toString()}`;
}

export function ServiceCard({
  service,
  headingLevel = 3,
  priority = false,
}: {
  service: ServiceCardData;
  headingLevel?: 2 | 3;
  /** Its picture is the LCP element. */
  priority?: boolean;
}) {
  const { t } = useTranslation("pages");
  const { t: common } = useTranslation();
  const address = usePageAddress();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card service-card" id={`service-${service.id}`}>
      <CardMedia picture={service.picture} name={service.name} priority={priority} />
      <div className="card-body">
        <Heading className="card-heading">
          <ItemLink href={service.href}>{service.name}</ItemLink>
        </Heading>
        <div
          className="rich-text card-text"
          dangerouslySetInnerHTML={{ __html: service.infoHtml }}
        />
        <p className="card-footer">
          <Link
            to={askHref(address.pathname, address.search, service.type)}
            preventScrollReset
            className="button button-primary ask-service-link"
            data-service-type={service.type ?? undefined}
          >
            {t("services.ask")}
            <span className="visually-hidden">
              {" "}
              — {service.name}
              {service.type ? ` (${common(`ask_service.types.${service.type}`)})` : null}
            </span>
          </Link>
        </p>
      </div>
    </article>
  );
}
