import { PLAN_COMPARISON, PLANS } from "@shopscript/contracts";
import { Check, Minus } from "lucide-react";

/**
 * "What each plan includes": one row per feature, one column per plan, read from PLAN_COMPARISON (whose
 * gated rows are the PLAN_FEATURES table the services enforce), so the page says which plan has catalog
 * mode, the API and analytics exactly as the code decides it.
 */
export function PlanComparison() {
  return (
    <div className="mx-auto mt-14 max-w-3xl">
      <h2 id="plan-comparison-title" className="text-center text-2xl font-bold tracking-tight">
        What each plan includes
      </h2>
      <div className="mt-6 overflow-x-auto rounded-xl border border-border">
        <table aria-labelledby="plan-comparison-title" className="w-full text-sm">
          <thead className="bg-subtle">
            <tr>
              <th scope="col" className="p-3 text-left font-semibold">
                Feature
              </th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" className="p-3 text-center font-semibold">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_COMPARISON.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="p-3 text-left font-normal">
                  {row.label}
                </th>
                {PLANS.map((plan) =>
                  row.includedIn(plan.id) ? (
                    <td key={plan.id} className="p-3 text-center">
                      <Check aria-hidden className="mx-auto size-4 text-primary" />
                      <span className="sr-only">Included</span>
                    </td>
                  ) : (
                    <td key={plan.id} className="p-3 text-center text-muted-foreground">
                      <Minus aria-hidden className="mx-auto size-4" />
                      <span className="sr-only">Not included</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
