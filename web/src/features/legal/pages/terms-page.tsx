import { PlaceholderPage } from "../../../components/placeholder-page";

export default function TermsPage() {
  return <PlaceholderPage title="Terms of Service" subtitle="Last updated October 6, 2025" />;
}
