import { PlaceholderPage } from "../../../components/placeholder-page";

export type AuthMode = "login" | "signup";

const copy: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: "Welcome back", subtitle: "Sign in to continue generating product descriptions" },
  signup: { title: "Start your free trial", subtitle: "No credit card required. Try free for 7 days." },
};

/** The shared sign-in / sign-up screen (spec §2); the form arrives with the auth screens issue. */
export default function AuthPage({ mode }: { mode: AuthMode }) {
  return <PlaceholderPage {...copy[mode]} />;
}
