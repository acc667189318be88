import { PlaceholderPage } from "../../../components/placeholder-page";

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" subtitle="Request a link to reset your password." />;
}
