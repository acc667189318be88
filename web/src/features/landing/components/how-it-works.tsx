import { ClipboardCopy, PenLine, Sparkles, UserPlus, type LucideIcon } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";

const steps: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: "Sign up",
    text: "Create your account with an email and a password. Your 7-day free trial starts right away, no credit card needed.",
    Icon: UserPlus,
  },
  {
    title: "Enter product details",
    text: "Add the product name, keywords and features, then pick the marketplace and a writing style. Or paste a product URL.",
    Icon: PenLine,
  },
  {
    title: "The AI generates the description",
    text: "ShopScript writes the listing in the marketplace's own fields and checks every rule before showing it to you.",
    Icon: Sparkles,
  },
  {
    title: "Copy and publish",
    text: "Copy the text into your store in one click, or save it to your dashboard to find it again later.",
    Icon: ClipboardCopy,
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-subtle py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From product details to a finished listing in four steps"
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text, Icon }, index) => (
            <li key={title} className="relative rounded-xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon aria-hidden className="size-5 text-muted-foreground" />
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
