import type { SVGProps } from "react";

// Icons lucide-react does not have: the ShopScript mark and the social brands (lucide dropped
// brand icons). Decorative: hidden from assistive technology; the link around them has the name.
type IconProps = SVGProps<SVGSVGElement>;

/** The ShopScript mark: a rounded square in the primary colour with an "S". */
export function LogoMark(props: IconProps) {
  return (
    <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path
        d="M21.5 10.5c-1.2-1.3-3-2-5.2-2-3.3 0-5.6 1.8-5.6 4.4 0 2.4 1.7 3.5 4.9 4.2l1.3.3c1.9.4 2.6.9 2.6 1.8 0 1.1-1.2 1.8-3 1.8-1.8 0-3.3-.7-4.3-1.9l-2 2.1c1.4 1.6 3.6 2.4 6.2 2.4 3.6 0 6-1.8 6-4.6 0-2.4-1.6-3.6-5-4.3l-1.3-.3c-1.7-.4-2.4-.8-2.4-1.7 0-1 1-1.6 2.6-1.6 1.5 0 2.7.5 3.5 1.4z"
        fill="var(--primary-foreground)"
      />
    </svg>
  );
}

const brand = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "currentColor",
  "aria-hidden": true,
  focusable: false,
} as const;

export function XBrandIcon(props: IconProps) {
  return (
    <svg {...brand} {...props}>
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231 5.45-6.231Zm-1.161 17.52h1.833L7.084 4.126H5.117L17.083 19.77Z" />
    </svg>
  );
}

export function LinkedInBrandIcon(props: IconProps) {
  return (
    <svg {...brand} {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

export function InstagramBrandIcon(props: IconProps) {
  return (
    <svg
      {...brand}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}
