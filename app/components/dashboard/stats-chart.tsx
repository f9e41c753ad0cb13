import { useTranslation } from "~/modules/i18n/react";
import { formatNumber, formatShortDate } from "~/modules/dashboard/format";
import type { WeekCount } from "~/modules/provider/types";

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, bottom: 36, side: 36 };
const SERIES = ["contact_messages", "service_requests"] as const;

function ticks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
}

/** Drawn by hand (no chart library), with the same numbers as a table for screen readers; time
 * runs in the reading direction. */
export function StatsChart({ weeks, locale }: { weeks: WeekCount[]; locale: string }) {
  const { t } = useTranslation("dashboard");
  const rtl = locale === "ar";
  const max = Math.max(1, ...weeks.flatMap((week) => SERIES.map((key) => week[key])));
  const top = ticks(max).at(-1) ?? max;
  const scaleMax = Math.max(top, max);
  const innerWidth = WIDTH - PAD.side * 2;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, weeks.length);
  const bar = Math.min(22, slot / 3);
  const y = (value: number) => PAD.top + innerHeight - (value / scaleMax) * innerHeight;
  const x = (index: number) => {
    const position = rtl ? weeks.length - 1 - index : index;
    return PAD.side + position * slot + slot / 2;
  };
  const labels = {
    contact_messages: t("counts.contact_messages"),
    service_requests: t("counts.service_requests"),
  };

  return (
    <figure className="admin-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="chart-title">{t("home.chart_title")}</title>
        <desc id="chart-desc">
          {t("home.chart_desc", { weeks: formatNumber(weeks.length, locale) })}{" "}
          {weeks
            .map(
              (week) =>
                `${formatShortDate(week.week_start, locale)}: ${labels.contact_messages} ${formatNumber(week.contact_messages, locale)}, ${labels.service_requests} ${formatNumber(week.service_requests, locale)}`,
            )
            .join("; ")}
        </desc>
        {ticks(scaleMax).map((value) => (
          <g key={value} className="chart-grid">
            <line x1={PAD.side} x2={WIDTH - PAD.side} y1={y(value)} y2={y(value)} />
            <text
              x={rtl ? WIDTH - PAD.side + 6 : PAD.side - 6}
              y={y(value) + 4}
              textAnchor={rtl ? "start" : "end"}
            >
              {formatNumber(value, locale)}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => (
          <g key={week.week_start}>
            {SERIES.map((key, s) => {
              const offset = (s === 0) !== rtl ? -bar - 1 : 1;
              return (
                <rect
                  key={key}
                  className={`chart-bar chart-${key}`}
                  x={x(index) + offset}
                  y={y(week[key])}
                  width={bar}
                  height={Math.max(0, PAD.top + innerHeight - y(week[key]))}
                  rx="3"
                />
              );
            })}
            <text className="chart-label" x={x(index)} y={HEIGHT - 12} textAnchor="middle">
              {formatShortDate(week.week_start, locale)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="chart-legend">
        {SERIES.map((key) => (
          <span key={key}>
            <span className={`chart-swatch chart-${key}`} aria-hidden="true" />
            {labels[key]}
          </span>
        ))}
      </figcaption>
      <details className="chart-table">
        <summary>{t("home.table_caption")}</summary>
        <table className="admin-table">
          <caption className="visually-hidden">{t("home.chart_title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("home.week_of")}</th>
              <th scope="col">{labels.contact_messages}</th>
              <th scope="col">{labels.service_requests}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start}>
                <th scope="row">{formatShortDate(week.week_start, locale)}</th>
                <td>{formatNumber(week.contact_messages, locale)}</td>
                <td>{formatNumber(week.service_requests, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
