import { Link } from "wouter";
import { SectionHeading } from "../../../components/section-heading";
import { FaqList } from "../../pricing/components/faq-list";
import { LANDING_FAQ } from "../../pricing/faq";

/** Six questions, one open at a time (spec section 2). */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-subtle py-20 sm:py-24">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqList entries={LANDING_FAQ} />
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Still have a question?{" "}
          <Link href="/contact" className="font-medium text-primary hover:underline">
            Contact us
          </Link>
          , we answer within 24 hours.
        </p>
      </div>
    </section>
  );
}
