import { PlaceholderPage } from "../../../components/placeholder-page";

export default function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" subtitle="Last updated October 6, 2025" />;
}
