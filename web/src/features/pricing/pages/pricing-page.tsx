import { PlaceholderPage } from "../../../components/placeholder-page";

export default function PricingPage() {
  return (
    <PlaceholderPage
      title="Simple, Transparent Pricing"
      subtitle="Start with a 7-day free trial. No credit card required."
    />
  );
}
