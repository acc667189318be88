import { PLATFORM_LABELS, TONE_LABELS } from "@shopscript/contracts";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { SectionHeading } from "../../../components/section-heading";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

// A worked example: what a seller types and the Amazon listing that comes back. Every fact in the
// output comes from the input, as the checker requires of real output.
const input = {
  productName: "Insulated Stainless Steel Water Bottle, 750 ml",
  keywords:
    "double-wall vacuum insulation, cold 24 hours, hot 12 hours, leak-proof lid, BPA-free, fits car cup holders, gym, hiking, office",
  platform: PLATFORM_LABELS.amazon,
  tone: TONE_LABELS.professional,
};

const output = {
  title: "Insulated Stainless Steel Water Bottle, 750 ml, Double-Wall Vacuum, Leak-Proof Lid, BPA-Free",
  bullets: [
    "COLD FOR 24 HOURS, HOT FOR 12: Double-wall vacuum insulation keeps water cold for up to 24 hours and coffee hot for up to 12, from the first meeting to the last rep.",
    "LEAK-PROOF LID: Close it, drop the bottle in your gym bag or backpack and carry on. Nothing ends up on your laptop or your clothes.",
    "BPA-FREE: Stainless steel and a BPA-free lid, so your water tastes of water and nothing else.",
    "FITS CAR CUP HOLDERS: A slim 750 ml bottle that sits in your car's cup holder on the commute and on your desk at the office.",
    "BUILT FOR EVERY DAY: The right size for the gym, a day hike or a long day at work, refilled instead of replaced.",
  ],
  description:
    "Stay hydrated wherever the day takes you. This 750 ml stainless steel water bottle uses double-wall vacuum insulation to keep drinks cold for up to 24 hours or hot for up to 12. The leak-proof lid means it can travel in any bag, and its slim shape fits car cup holders. BPA-free and made for daily use at the gym, on the trail and in the office.",
  searchTerms: "thermos flask reusable drinking hydration travel sports commute camping coffee tea",
};

const checks = [
  // Amazon's limits as in LISTING_RULES (not imported: the whole rules table would ship with the landing page).
  "Title under 200 characters",
  "5 bullet points, no banned characters",
  "Search terms under 250 bytes",
  "No promotional claims",
  "Every spec taken from your input",
];

// Each dt/dd pair sits in a <div> directly under the <dl>, the one wrapper HTML allows there.
function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1.5 text-sm">{children}</dd>
    </div>
  );
}

export function Demo() {
  return (
    <section id="demo" aria-labelledby="demo-title" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="demo-title"
          eyebrow="See it in action"
          title="One product, one listing, ready for Amazon"
          description="Here is what a seller enters and what ShopScript writes back: the title, five bullet points, the description and the backend search terms."
        />

        <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_3fr]">
          <Card className="h-fit lg:sticky lg:top-24">
            <CardHeader>
              <CardTitle>Your input</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-4">
                <Field label="Product name" className="col-span-2">
                  <span className="block rounded-md border border-input bg-background px-3 py-2">
                    {input.productName}
                  </span>
                </Field>
                <Field label="Keywords & features" className="col-span-2">
                  <span className="block rounded-md border border-input bg-background px-3 py-2 leading-relaxed">
                    {input.keywords}
                  </span>
                </Field>
                <Field label="Platform">
                  <Badge variant="secondary">{input.platform}</Badge>
                </Field>
                <Field label="Writing style">
                  <Badge variant="secondary">{input.tone}</Badge>
                </Field>
              </dl>
            </CardContent>
          </Card>

          <Card className="border-primary/40 shadow-md">
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>Generated listing</CardTitle>
              <Badge variant="outline">{PLATFORM_LABELS.amazon}</Badge>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-5">
                <Field label="Title">
                  <span className="font-semibold">{output.title}</span>
                </Field>
                <Field label="Bullet points">
                  <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
                    {output.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                </Field>
                <Field label="Description">
                  <span className="text-muted-foreground">{output.description}</span>
                </Field>
                <Field label="Search terms">
                  <code className="block rounded-md bg-muted px-3 py-2 font-mono text-xs break-words text-foreground">
                    {output.searchTerms}
                  </code>
                </Field>
              </dl>
              <ul
                className="mt-6 flex flex-wrap gap-2 border-t border-border pt-5"
                aria-label="Checks passed"
              >
                {checks.map((check) => (
                  <li key={check}>
                    <Badge variant="success">
                      <CheckCircle2 aria-hidden />
                      {check}
                    </Badge>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>

        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link href="/generator">
              Try it with your own product
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
