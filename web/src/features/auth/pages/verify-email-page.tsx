import { PlaceholderPage } from "../../../components/placeholder-page";

export default function VerifyEmailPage() {
  return <PlaceholderPage title="Email Verification" />;
}
