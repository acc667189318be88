import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { Spinner } from "../components/ui/spinner";
import LandingPage from "../features/landing/pages/landing-page";
import { RouteErrorBoundary } from "./error-boundary";
import { NotFoundPage } from "./not-found-page";

// The landing page ships in the entry chunk (it is the first screen most visitors see);
// every other screen is its own chunk, loaded when its route is first visited.
const AuthPage = lazy(() => import("../features/auth/pages/auth-page"));
const VerifyEmailPage = lazy(() => import("../features/auth/pages/verify-email-page"));
const ForgotPasswordPage = lazy(() => import("../features/auth/pages/forgot-password-page"));
const ResetPasswordPage = lazy(() => import("../features/auth/pages/reset-password-page"));
const GeneratorPage = lazy(() => import("../features/generator/pages/generator-page"));
const DashboardPage = lazy(() => import("../features/dashboard/pages/dashboard-page"));
const AccountPage = lazy(() => import("../features/account/pages/account-page"));
const SubscribePage = lazy(() => import("../features/billing/pages/subscribe-page"));
const PricingPage = lazy(() => import("../features/pricing/pages/pricing-page"));
const ContactPage = lazy(() => import("../features/contact/pages/contact-page"));
const PrivacyPage = lazy(() => import("../features/legal/pages/privacy-page"));
const TermsPage = lazy(() => import("../features/legal/pages/terms-page"));

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading…" className="size-8" />
    </div>
  );
}

/** Routes of spec §2. */
export function AppRouter() {
  const [pathname] = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login">
            <AuthPage mode="login" />
          </Route>
          <Route path="/signup">
            <AuthPage mode="signup" />
          </Route>
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/generator" component={GeneratorPage} />
          <Route path="/dashboard" component={DashboardPage} />
          <Route path="/account" component={AccountPage} />
          <Route path="/subscribe" component={SubscribePage} />
          <Route path="/pricing" component={PricingPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
