import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../../components/ui/accordion";
import type { FaqEntry } from "../faq";

/** Questions as an accordion, one answer open at a time (spec section 2): the landing page's and pricing's. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion className="mt-10">
      {entries.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
