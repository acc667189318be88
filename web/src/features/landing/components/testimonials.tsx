import { BadgeCheck, Quote, Star } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";
import { Badge } from "../../../components/ui/badge";

// Sample quotes (spec section 2 asks for three); marked as samples on the page.
const testimonials = [
  {
    quote:
      "A new collection used to cost me a whole evening of writing. With ShopScript I spend 80% less time on listings, and the copy reads better than mine ever did.",
    name: "Sophie M.",
    role: "Handmade jewellery, Etsy seller",
  },
  {
    quote:
      "The Amazon bullets come back within the limits every time, and it never makes up specs I didn't give it. That alone saves me a round of edits per product.",
    name: "Daniel K.",
    role: "Kitchenware, Amazon seller",
  },
  {
    quote:
      "We write Luxury for our Shopify store and Casual for the marketplaces. Same product details, two voices, ready in seconds.",
    name: "Priya R.",
    role: "Skincare brand, Shopify store owner",
  },
];

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-subtle py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Sellers list faster with ShopScript"
        />
        <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label="Platform badges">
          <li>
            <Badge variant="outline" className="bg-card px-3 py-1 text-sm">
              <BadgeCheck aria-hidden className="size-4! text-success" />
              Shopify Optimized
            </Badge>
          </li>
          <li>
            <Badge variant="outline" className="bg-card px-3 py-1 text-sm">
              <BadgeCheck aria-hidden className="size-4! text-success" />
              Amazon Ready
            </Badge>
          </li>
        </ul>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <div className="flex gap-0.5 text-amber-500" role="img" aria-label="5 out of 5 stars">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} aria-hidden className="size-4 fill-current" />
                    ))}
                  </div>
                  <Quote aria-hidden className="size-6 text-primary/30" />
                </div>
                <blockquote className="mt-4 flex-1 text-foreground">
                  <p>&ldquo;{quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="bg-brand-gradient-strong inline-flex size-10 items-center justify-center rounded-full text-sm font-bold text-white"
                  >
                    {name.charAt(0)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{name}</span>
                    <span className="block text-sm text-muted-foreground">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          Sample testimonials, shown for illustration.
        </p>
      </div>
    </section>
  );
}
