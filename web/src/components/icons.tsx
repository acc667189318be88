import type { SVGProps } from "react";

// Small inline icons so the shell needs no icon library; decorative unless given a title by the caller.
type IconProps = SVGProps<SVGSVGElement>;

const base = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export function SunIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </svg>
  );
}

export function SparkIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 3l1.9 5.8L20 10.7l-5.1 3.7L16.8 21 12 17.3 7.2 21l1.9-6.6L4 10.7l6.1-1.9Z" />
    </svg>
  );
}

/** The ShopScript mark: a rounded square with an "S". */
export function LogoMark(props: IconProps) {
  return (
    <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path
        d="M21.5 10.5c-1.2-1.3-3-2-5.2-2-3.3 0-5.6 1.8-5.6 4.4 0 2.4 1.7 3.5 4.9 4.2l1.3.3c1.9.4 2.6.9 2.6 1.8 0 1.1-1.2 1.8-3 1.8-1.8 0-3.3-.7-4.3-1.9l-2 2.1c1.4 1.6 3.6 2.4 6.2 2.4 3.6 0 6-1.8 6-4.6 0-2.4-1.6-3.6-5-4.3l-1.3-.3c-1.7-.4-2.4-.8-2.4-1.7 0-1 1-1.6 2.6-1.6 1.5 0 2.7.5 3.5 1.4z"
        fill="var(--color-primary-foreground)"
      />
    </svg>
  );
}
