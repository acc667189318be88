import {
  FolderOpen,
  Link2,
  ListChecks,
  Palette,
  Search,
  ShoppingBag,
  Timer,
  type LucideIcon,
} from "lucide-react";
import { TONE_LABELS, TONES } from "@shopscript/contracts";
import { SectionHeading } from "../../../components/section-heading";

const toneNames = TONES.map((tone) => TONE_LABELS[tone]);

const mainFeatures: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: "Save hours every week",
    text: "Turn a product name and a few keywords into a finished listing in seconds. Spend the time you win on sourcing, photos and customers.",
    Icon: Timer,
  },
  {
    title: "Boost SEO automatically",
    text: "Keywords land in the title, bullets, tags and meta description where search looks for them, covered without stuffing.",
    Icon: Search,
  },
  {
    title: "Texts that sell",
    text: "Benefit-led copy in the voice of your store, from professional to luxury. Features become reasons to buy.",
    Icon: ShoppingBag,
  },
];

const moreFeatures: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: "Marketplace rules built in",
    text: "Length limits, banned characters and phrases, checked on every listing.",
    Icon: ListChecks,
  },
  {
    title: "Import from a product URL",
    text: "Paste a product page and ShopScript reads the name and details for you.",
    Icon: Link2,
  },
  {
    title: `${toneNames.length} writing styles`,
    text: `${toneNames.slice(0, -1).join(", ")} and ${toneNames.at(-1)}: one product, the voice of each store.`,
    Icon: Palette,
  },
  {
    title: "Save, search and export",
    text: "Every description in one dashboard, searchable and exportable to CSV.",
    Icon: FolderOpen,
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to list faster"
          description="ShopScript does the writing; you stay in charge of what gets published."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {mainFeatures.map(({ title, text, Icon }) => (
            <article key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </article>
          ))}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {moreFeatures.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden className="size-4" />
              </span>
              <div>
                <h3 className="text-sm font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
