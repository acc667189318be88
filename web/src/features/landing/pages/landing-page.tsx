import { PageTitle } from "../../../components/page-title";
import { useScrollToHashOnLoad } from "../../../lib/section-scroll";
import { Demo } from "../components/demo";
import { FaqSection } from "../components/faq-section";
import { Features } from "../components/features";
import { FinalCta } from "../components/final-cta";
import { Hero } from "../components/hero";
import { HowItWorks } from "../components/how-it-works";
import { PricingSection } from "../components/pricing-section";
import { ProblemSolution } from "../components/problem-solution";
import { Testimonials } from "../components/testimonials";

/**
 * The landing page (spec section 2), sections in the spec's order with anchors #problem-solution,
 * #features, #how-it-works, #demo, #testimonials, #pricing and #faq. It ships in the entry chunk.
 */
export default function LandingPage() {
  useScrollToHashOnLoad();

  return (
    <>
      <PageTitle>ShopScript</PageTitle>
      <Hero />
      <ProblemSolution />
      <Features />
      <HowItWorks />
      <Demo />
      <Testimonials />
      <PricingSection />
      <FaqSection />
      <FinalCta />
    </>
  );
}
