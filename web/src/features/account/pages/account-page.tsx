import { PageTitle } from "../../../components/page-title";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { RequireUser } from "../../auth/components/require-user";
import { DeleteAccountSection } from "../components/delete-account-section";
import { EmailSection } from "../components/email-section";
import { PasswordSection } from "../components/password-section";
import { PlanSection } from "../components/plan-section";
import { DeveloperSection } from "../components/developer-section";

/** /account: email and its verification, password, plan and billing, and deleting the account. */
export default function AccountPage() {
  return (
    <RequireUser>
      <Account />
    </RequireUser>
  );
}

function Account() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <section className="container-page max-w-3xl py-10 sm:py-12">
      <PageTitle>Account</PageTitle>
      <h1 className="mb-8 text-3xl font-bold tracking-tight sm:text-4xl">Account</h1>
      <div className="space-y-6">
        <EmailSection user={user} />
        <PasswordSection />
        <PlanSection />
        <DeveloperSection />
        <DeleteAccountSection />
      </div>
    </section>
  );
}
