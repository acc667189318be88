import { Mail } from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "wouter";
import { InstagramBrandIcon, LinkedInBrandIcon, XBrandIcon } from "../components/icons";
import { Logo } from "../components/logo";
import { SectionLink } from "../components/section-link";

export const SUPPORT_EMAIL = "support@shopscript.app";

// ShopScript's social profiles; they open in a new tab (spec §2).
const socialLinks: { label: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: "ShopScript on X", href: "https://x.com/shopscriptapp", Icon: XBrandIcon },
  {
    label: "ShopScript on LinkedIn",
    href: "https://www.linkedin.com/company/shopscript",
    Icon: LinkedInBrandIcon,
  },
  {
    label: "ShopScript on Instagram",
    href: "https://www.instagram.com/shopscriptapp",
    Icon: InstagramBrandIcon,
  },
];

const linkClass = "text-sm text-muted-foreground transition-colors hover:text-foreground";

function Column({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  // Prerendered at build time: a page built last year shows this year once hydrated, without a mismatch.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-subtle">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-3 lg:col-span-1">
          <Logo className="w-fit" />
          <p className="max-w-xs text-sm text-muted-foreground">
            AI product descriptions that sell, for Amazon, Shopify, Etsy and every other store you list on.
          </p>
          <ul className="flex items-center gap-1" aria-label="Social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <Column title="Product">
          <li>
            <SectionLink section="features" className={linkClass}>
              Features
            </SectionLink>
          </li>
          <li>
            <SectionLink section="how-it-works" className={linkClass}>
              How it works
            </SectionLink>
          </li>
          <li>
            <SectionLink section="pricing" className={linkClass}>
              Pricing
            </SectionLink>
          </li>
          <li>
            <SectionLink section="faq" className={linkClass}>
              FAQ
            </SectionLink>
          </li>
        </Column>

        <Column title="Legal">
          <li>
            <Link href="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link href="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </li>
        </Column>
        <Column title="Support" className="col-span-2 sm:col-span-1">
          <li>
            <Link href="/contact" className={linkClass}>
              Help Center
            </Link>
          </li>
          <li>
            <Link href="/contact" className={linkClass}>
              Contact
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} inline-flex items-center gap-1.5`}>
              <Mail aria-hidden className="size-4" />
              {SUPPORT_EMAIL}
            </a>
          </li>
        </Column>
      </div>
      <div className="border-t border-border">
        <p className="container-page py-6 text-sm text-muted-foreground">
          © <span suppressHydrationWarning>{year}</span> ShopScript. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
