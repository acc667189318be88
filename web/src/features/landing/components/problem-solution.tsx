import { Clock, SearchX, TrendingDown, type LucideIcon } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";

const problems: { title: string; problem: string; solution: string; Icon: LucideIcon }[] = [
  {
    title: "Too Time-Consuming",
    problem:
      "Writing a good listing by hand takes 20 to 30 minutes per product. A new collection eats a whole weekend.",
    solution: "ShopScript writes the whole listing in seconds, so you only review and publish.",
    Icon: Clock,
  },
  {
    title: "Low Conversion Rates",
    problem:
      "Spec lists and copied supplier text tell shoppers what a product is, not why they should buy it.",
    solution: "Benefit-led copy in the tone your store needs turns features into reasons to buy.",
    Icon: TrendingDown,
  },
  {
    title: "Poor SEO Performance",
    problem:
      "Missing keywords, titles that get cut off and fields left empty keep products out of search results.",
    solution: "Your keywords go where marketplace search looks, in every field, within its limits.",
    Icon: SearchX,
  },
];

export function ProblemSolution() {
  return (
    <section
      id="problem-solution"
      aria-labelledby="problem-solution-title"
      className="bg-subtle py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="problem-solution-title"
          eyebrow="The problem"
          title="Writing listings by hand holds your store back"
          description="Every product needs a title, bullet points, a description and keywords, in a different shape for every marketplace."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {problems.map(({ title, problem, solution, Icon }) => (
            <article
              key={title}
              className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{problem}</p>
              <p className="mt-4 border-t border-border pt-4 text-sm">
                <span className="font-semibold text-primary">With ShopScript: </span>
                {solution}
              </p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
