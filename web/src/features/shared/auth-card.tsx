import type { ReactNode } from "react";
import { PageTitle } from "../../components/page-title";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** The centered card used by the sign-in, sign-up, verification and password screens. */
export function AuthCard({
  title,
  subtitle,
  description,
  children,
  footer,
}: {
  title: string;
  /** The page's meta description (the site's default when not given). */
  description?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-12">
      <PageTitle description={description}>{title}</PageTitle>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {subtitle ? <CardDescription className="text-base">{subtitle}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-sm">{footer}</div> : null}
    </section>
  );
}
