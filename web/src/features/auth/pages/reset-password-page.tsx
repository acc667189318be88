import { PlaceholderPage } from "../../../components/placeholder-page";

export default function ResetPasswordPage() {
  return <PlaceholderPage title="Reset Password" subtitle="Set a new password for your account." />;
}
