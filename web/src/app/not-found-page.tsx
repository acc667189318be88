import { Link } from "wouter";
import { AlertIcon } from "../components/icons";
import { PageTitle } from "../components/page-title";

export function NotFoundPage() {
  return (
    <section className="container page page-narrow status-page">
      <PageTitle>Page not found</PageTitle>
      <div className="card status-card">
        <div className="status-heading">
          <AlertIcon className="status-icon status-icon-danger" width={32} height={32} />
          <h1 className="page-title">404 Page Not Found</h1>
        </div>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Link href="/" className="text-link">
          Back to home
        </Link>
      </div>
    </section>
  );
}
