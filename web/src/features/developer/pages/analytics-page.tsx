import { PLAN_FEATURES, PLATFORM_LABELS } from "@shopscript/contracts";
import { PageTitle } from "../../../components/page-title";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useSubscriptionStatus } from "../../billing/api/get-subscription-status";
import { useAnalytics } from "../api/analytics";
import { useApiKeys } from "../api/api-keys";
import { BarChart } from "../components/bar-chart";
import { RequireUser } from "../../auth/components/require-user";
import { ProUpgradeCard } from "../components/pro-upgrade-card";
import { COPY } from "../copy";

const GENERATED = { name: "Generated", className: "fill-primary", swatch: "bg-primary" };
const SAVED = { name: "Saved", className: "fill-emerald-500", swatch: "bg-emerald-500" };
const CALLS = { name: "API calls", className: "fill-sky-500", swatch: "bg-sky-500" };

function Figures() {
  const { data, isLoading } = useAnalytics(30);
  const keys = useApiKeys();
  if (isLoading || !data) return <Spinner label="Loading your figures…" />;
  const keyName = (id: string) => keys.data?.items.find((k) => k.id === id)?.name ?? `Key ${id.slice(0, 8)}`;
  const hours = Math.floor(data.timeSaved.minutes / 60);
  const minutes = data.timeSaved.minutes % 60;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardContent className="pt-6">
            <p className="text-sm text-muted-foreground">Time saved (estimate)</p>
            <p className="text-2xl font-bold" data-testid="time-saved">
              {hours ? `${hours} h ` : ""}
              {minutes} min
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{data.timeSaved.formula}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <p className="text-sm text-muted-foreground">Checker pass rate</p>
            <p className="text-2xl font-bold">
              {data.checks.passRate === null ? "–" : `${Math.round(data.checks.passRate * 100)}%`}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {data.checks.passed} of {data.checks.generated} listings passed every check first time
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <p className="text-sm text-muted-foreground">Writer used</p>
            <p className="text-2xl font-bold">
              {data.writers.length
                ? data.writers
                    .map((w) => `${w.writer === "openai" ? "AI model" : "Built-in"} ${w.generated}`)
                    .join(" · ")
                : "–"}
            </p>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardContent className="pt-6">
          <BarChart
            title="Per day (UTC)"
            labels={data.days.map((d) => d.day.slice(5))}
            series={[GENERATED, SAVED]}
            values={[data.days.map((d) => d.generated), data.days.map((d) => d.saved)]}
            labelEvery={5}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          {data.platforms.length ? (
            <BarChart
              title="Per platform"
              labels={data.platforms.map((p) => PLATFORM_LABELS[p.platform])}
              series={[GENERATED, SAVED]}
              values={[data.platforms.map((p) => p.generated), data.platforms.map((p) => p.saved)]}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Nothing generated yet in this period.</p>
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby="api-calls-title">
        <CardHeader>
          <CardTitle as="h2" id="api-calls-title">
            API calls per key
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data.apiKeys.length ? (
            <>
              <BarChart
                title="Generations and saves made with each key"
                labels={data.apiKeys.map((k) => keyName(k.apiKeyId))}
                series={[CALLS]}
                values={[data.apiKeys.map((k) => k.calls)]}
              />
              <ul className="sr-only" data-testid="api-calls">
                {data.apiKeys.map((k) => (
                  <li key={k.apiKeyId}>
                    {keyName(k.apiKeyId)}: {k.calls}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No API calls in this period.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Analytics() {
  const { data: status } = useSubscriptionStatus();
  // The plan table that the pricing page states (PLAN_FEATURES): Pro's.
  const pro = !!status?.hasActiveSubscription && !!status.plan && PLAN_FEATURES[status.plan].analytics;
  return (
    <section className="container-page max-w-5xl space-y-6 py-10 sm:py-12">
      <PageTitle>{COPY.analyticsTitle}</PageTitle>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{COPY.analyticsTitle}</h1>
        <p className="text-muted-foreground">{COPY.analyticsIntro}</p>
      </div>
      {!status ? (
        <Spinner label="Loading…" />
      ) : pro ? (
        <Figures />
      ) : (
        <ProUpgradeCard message={COPY.analyticsUpgrade} />
      )}
    </section>
  );
}

/** /analytics (Pro): generated and saved per day and platform, writer, checker pass rate, API calls per key, time saved. */
export default function AnalyticsPage() {
  return (
    <RequireUser>
      <Analytics />
    </RequireUser>
  );
}
