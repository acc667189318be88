import { Clock, LifeBuoy, Mail, MessageSquare, type LucideIcon } from "lucide-react";
import { PageTitle } from "../../../components/page-title";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

export const INFO_EMAIL = "info@shopscript.app";

const channels: { title: string; text: string; subject: string; Icon: LucideIcon }[] = [
  {
    title: "General inquiries",
    text: "Questions about ShopScript, plans and billing, partnerships or press.",
    subject: "General inquiry",
    Icon: MessageSquare,
  },
  {
    title: "Technical support",
    text: "Trouble signing in, generating or saving descriptions? Tell us what happened and we will help.",
    subject: "Technical support",
    Icon: LifeBuoy,
  },
];

export default function ContactPage() {
  return (
    <>
      <PageTitle description="Contact ShopScript: general questions and technical support by email, answered within 24 hours on business days.">
        Contact Us
      </PageTitle>
      <section aria-labelledby="contact-title" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h1 id="contact-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Questions, feedback or a problem to solve? Write to us; we respond within 24 hours.
          </p>
        </div>

        <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {channels.map(({ title, text, subject, Icon }) => (
            <Card key={title}>
              <CardHeader>
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <CardTitle as="h2" className="mt-3">
                  {title}
                </CardTitle>
                <CardDescription className="text-base">{text}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <a
                  href={`mailto:${INFO_EMAIL}?subject=${encodeURIComponent(subject)}`}
                  className="inline-flex items-center gap-2 font-medium break-all text-primary hover:underline"
                >
                  <Mail aria-hidden className="size-4 shrink-0" />
                  {INFO_EMAIL}
                </a>
              </CardContent>
            </Card>
          ))}
        </div>

        <div className="mx-auto mt-6 grid max-w-4xl gap-6 md:grid-cols-[3fr_2fr]">
          <Card>
            <CardHeader>
              <CardTitle as="h2">About ShopScript</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-muted-foreground">
              <p>
                ShopScript helps online sellers and store managers write product descriptions that sell. Enter
                a product name and a few keywords, or paste a product link, and get a listing for Amazon,
                Shopify, Etsy or any of the other supported marketplaces, written in the tone of your store
                and checked against that marketplace&apos;s rules.
              </p>
              <p>ShopScript is based in the Netherlands and serves sellers worldwide, in English.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Clock aria-hidden className="size-5" />
              </span>
              <CardTitle as="h2" className="mt-3">
                Business hours
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="font-medium">Monday-Friday</dt>
                <dd className="text-muted-foreground">9:00 AM-5:00 PM CET</dd>
                <dt className="font-medium">Saturday-Sunday</dt>
                <dd className="text-muted-foreground">Closed</dd>
              </dl>
              <p className="mt-4 text-sm text-muted-foreground">
                We respond to every message within 24 hours.
              </p>
            </CardContent>
          </Card>
        </div>
      </section>
    </>
  );
}
