import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { Spinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../api/get-current-user";

/** Renders its children for a signed-in seller; sends anyone else to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !user) navigate("/login", { replace: true });
  }, [isLoading, user, navigate]);
  if (!user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading…" className="size-8" />
      </div>
    );
  }
  return <>{children}</>;
}
