/** Sets the document title ("<title> · ShopScript"); React 19 hoists <title> into <head>. */
export function PageTitle({ children }: { children: string }) {
  return <title>{children === "ShopScript" ? children : `${children} · ShopScript`}</title>;
}
