import { CloudSun, Gavel, Sparkles, Star, Users } from "lucide-react";
import { formatCount } from "#shared/format.ts";
import type { MatchReportView } from "#shared/matches/types.ts";

/** The club's report: title, text, highlights and the facts (attendance, weather, referee …). */
export function ReportArticle({ report: data }: { report: MatchReportView }) {
  return (
    <article className="flex flex-col gap-4">
      <div>
        <h3 className="text-lg font-bold text-gray-900">{data.title}</h3>
        <div className="mt-2 flex flex-col gap-2 text-sm leading-relaxed text-gray-800">
          {data.content.split(/\n+/).map((paragraph, i) => (
            // Paragraphs of a text have no ids; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split into paragraphs
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
      {data.highlights ? (
        <section className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <h4 className="flex items-center gap-1.5 text-sm font-bold text-amber-900">
            <Sparkles aria-hidden="true" className="size-4" /> Highlights
          </h4>
          <p className="mt-1 whitespace-pre-line text-sm text-amber-950">{data.highlights}</p>
        </section>
      ) : null}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {data.attendance !== null ? (
          <Fact icon={Users} label="Zuschauer" value={formatCount(data.attendance)} />
        ) : null}
        {data.weatherConditions ? (
          <Fact icon={CloudSun} label="Wetter" value={data.weatherConditions} />
        ) : null}
        {data.manOfMatchName ? (
          <Fact icon={Star} label="Man of the Match" value={data.manOfMatchName} />
        ) : null}
        {data.referee ? <Fact icon={Gavel} label="Schiedsrichter" value={data.referee} /> : null}
        {data.refereeNotes ? (
          <Fact
            icon={Gavel}
            label={data.referee ? "Zum Schiedsrichter" : "Schiedsrichter"}
            value={data.refereeNotes}
          />
        ) : null}
      </dl>
    </article>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-600">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="mt-0.5 whitespace-pre-line text-sm font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
