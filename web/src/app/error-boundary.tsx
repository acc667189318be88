import { Component, type ErrorInfo, type ReactNode } from "react";
import { AlertIcon } from "../components/icons";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors and failed page-chunk loads (e.g. after a deploy replaced the hashed
 * files) so one broken screen does not blank the whole app. The router remounts it per route.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Screen failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="container page page-narrow status-page" role="alert">
        <AlertIcon className="status-icon status-icon-danger" width={40} height={40} />
        <h1 className="page-title">Something went wrong</h1>
        <p className="page-subtitle">This page could not be loaded. Reloading usually fixes it.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </section>
    );
  }
}
