import type { Tone } from "@shopscript/contracts";
import { capitalise } from "../text-tools";
import { fill, sentence, titleCase, withArticle, type Voice } from "./grammar";
import type { Feature, Profile } from "./product-profile";
import { mapLazy, uniqueLazy } from "./lazy";
import { rotateBy } from "./prng";

// One feature, said the way each voice would say it. The feature's own words always appear as the
// seller typed them (that is the keyword); around them the voice adds what it does for the buyer.
// Each voice has several sentence shapes and consecutive features rotate through them, so a
// paragraph does not read as the same sentence with the nouns swapped.

export interface LineContext {
  tone: Tone;
  voice: Voice;
  profile: Profile;
  /** Rotation offset for this feature in this listing: variants lead with other phrasings. */
  turn: number;
  /** False for a benefit phrase already used elsewhere in the listing (two features, one benefit). */
  isFresh: (phrase: string) => boolean;
}

/** "keeps cold 24 hours" fits "It …"; "keep cold" fits "They …". Otherwise no clause: the words stay untouched. */
function clauseAgrees(text: string, plural: boolean): boolean {
  const first = (text.split(" ")[0] ?? "").toLowerCase();
  const third = /[^s]s$/.test(first) || /(ches|shes|sses|xes|ies)$/.test(first) || first === "has" || first === "does";
  return plural ? !third : third;
}

/** The feature as the predicate of a sentence about the product, with {f} for the seller's words. */
export function clauseOf(f: Feature, p: Profile): string | undefined {
  switch (f.shape) {
    case "spec":
      switch (f.label) {
        case "Capacity":
          return "{It} {v:hold} {f}";
        case "Thickness":
          return "{It} {is} {f} thick";
        case "Length":
        case "Blade length":
          return p.category.id === "knife" ? "The blade {v:measure} {f}" : "{It} {v:measure} {f} in length";
        case "Size":
          return p.category.volumeLabel === "Size" ? "{It} {v:come} in a {f} size" : "{It} {v:measure} {f}";
        case "Volume":
          return "{It} {v:come} in a {f} size";
        case "Dimensions":
          return "{It} {v:measure} {f}";
        case "Weight":
          return "{It} {v:weigh} {f}";
        case "Power":
        case "Voltage":
          return "{It} {v:run} on {f}";
        case "Battery":
          return "{It} {v:pack} a {f} battery";
        case "Run time":
          return "{It} {v:run} for {f}";
        case "Storage":
          return "{It} {v:offer} {f} of storage";
        case "Quantity":
          return "{It} {v:come} as {a-f}";
        case "Brightness":
          return "{It} {v:give} {f} of light";
        case "Age":
          return "{It} {is} suited to ages {f}";
        default:
          return undefined;
      }
    case "material":
      // "wooden" is already an adjective: "It is wooden", not "made from wooden".
      return /^(wooden|woollen|woolen|golden|silken|leathern)$/i.test(f.text) ? "{It} {is} {f}" : "{It} {is} made from {f}";
    case "adj":
      if (/^cut\s+to\b/i.test(f.text)) return "{It} can be {f}";
      return /^IP/i.test(f.text) ? "{It} {is} rated {f}" : "{It} {is} {f}";
    case "clause":
      return clauseAgrees(f.text, p.plural) ? "{It} {f}" : undefined;
    case "np":
      if (/\b(box|packaging|pouch|gift bag|tin)$/i.test(f.text)) return "{It} {v:come} in {a-f}";
      if (/\b(included|in the box)$/i.test(f.text)) return "{It} {v:come} with {the-f}";
      if (f.benefit?.id === "ingredients" || p.category.id === "skincare") return "{It} {v:contain} {f}";
      // "fine motor skills" is what it is for, not a part it has.
      if (/\b(skills|development|learning|play|growth)$/i.test(f.text)) return "{It} {is} made with {f} in mind";
      return "{It} {has} {a-f}";
    case "type":
      return /^(knitwear|homeware|home decor|decor|kitchenware|cookware|tableware|drinkware|stationery|jewellery|jewelry|bedding|loungewear|activewear|sportswear|athleisure|outerwear|footwear|swimwear|sleepwear|skincare|skin care|haircare|bakeware|glassware|giftware|barware|serveware|menswear|womenswear|kidswear|babywear)$/i.test(f.text) ? "{It} {is} {f} for every day" : "{It} {is} {a-f}";
    case "gift":
      if (/^gifts?$/i.test(f.text)) return "{It} {v:make} a thoughtful {f}";
      return /^gifts\b/i.test(f.text) ? "{It} {v:belong} on any list of {f}" : "{It} {v:make} {a-f}";
    case "for":
      if (/^ages?\s*\d/i.test(f.text)) return "{It} {is} suited to {f}";
      return /^for\b/i.test(f.text) ? "{It} {is} made {f}" : /^(suitable|ideal|great|perfect|designed|made|built|safe)\b/i.test(f.text) ? "{It} {is} {f}" : "{It} {is} made for {f}";
    case "style":
      return /^(montessori|waldorf|steiner)$/i.test(f.text) ? "{It} {is} {f} in spirit" : "{It} {has} {a-f} look";
    case "finish":
      return /(finish|glaze|colou?r)$/i.test(f.text) ? "{It} {has} {a-f}" : "{It} {v:come} in {f}";
    default:
      return undefined;
  }
}

/** The feature as a noun phrase for lists ("750 ml capacity", "a leak-proof design"), if it reads as one. */
export function nounPhraseOf(f: Feature, p: Profile, tone: Tone): string | undefined {
  const terse = tone === "technical";
  switch (f.shape) {
    case "np":
      return terse || /\bincluded$/i.test(f.text) || p.category.id === "skincare" ? f.text : withArticle(f.text);
    case "adj":
      if (/^IP/i.test(f.text)) return `${f.text} rating`;
      if (/^(easy|quick|simple|safe|cut) to/i.test(f.text)) return undefined;
      if (terse) return f.text;
      // "a leak-proof design" reads; "a soft design" does not: plain adjectives stay out of lists.
      return /(proof|free|safe|resistant|repellent)$/i.test(f.text) ? `${withArticle(f.text, false)} design` : undefined;
    case "spec":
      return ["Specification", "Composition", "Quantity", "Age", "Dimensions"].includes(f.label) ? f.text : `${f.text} ${f.label.toLowerCase()}`;
    case "material":
      return ["apparel", "footwear"].includes(p.category.id) ? `${f.text} fabric` : ["jewelry", "candle", "skincare"].includes(p.category.id) ? f.text : `${f.text} construction`;
    case "style":
      return /^(montessori|waldorf|steiner)$/i.test(f.text) ? `${f.text}-style play` : `${withArticle(f.text, false)} look`;
    case "finish":
      return /(finish|glaze|colou?r)$/i.test(f.text) ? withArticle(f.text, false) : `${withArticle(f.text, false)} finish`;
    default:
      return undefined;
  }
}

/** "Label: value" for spec-sheet lines; the label is dropped when the value already says it. */
export function specLine(f: Feature): string {
  const label = f.label;
  if (f.text.toLowerCase().includes(label.toLowerCase().replace(/s$/, "")) || ["Feature", "Performance", "Detail", "Design", "Type", "Specification", "Included"].includes(label)) return capitalise(f.text);
  return `${label}: ${f.text}`;
}

const vars = (f: Feature, voice: Voice): Record<string, string> => ({
  f: f.text,
  "a-f": withArticle(f.text),
  "the-f": `the ${f.text}`,
  F: capitalise(f.text),
  Ft: titleCase(f.text),
  noun: voice.noun,
});

interface Pieces {
  clause?: string;
  gains: string[];
  results: string[];
  lux: string[];
}

const lowerIt = (clause: string) => clause.replace(/^\{It\}/, "{it}");

function piecesOf(f: Feature, ctx: LineContext, turn: number): Pieces {
  const b = f.benefit;
  const fresh = (list: readonly string[]) => list.filter((t) => ctx.isFresh(fill(t, ctx.voice)));
  const clause = clauseOf(f, ctx.profile);
  return {
    ...(clause ? { clause } : {}),
    gains: rotateBy(fresh(b?.gains ?? []), turn),
    results: rotateBy(fresh(b?.results ?? []), turn),
    lux: rotateBy(fresh([...(b?.lux ?? []), ...(b?.results ?? [])]), turn),
  };
}

/** Candidate prose sentences for a feature, best first for this variant; the composer takes the first unused. */
export function proseLines(f: Feature, ctx: LineContext, tails: readonly string[], rich = false): Iterable<string> {
  const { tone, voice } = ctx;
  if (f.shape === "statement") return [sentence(f.text)];
  const { clause, gains, results, lux } = piecesOf(f, ctx, ctx.turn);
  const C = clause ?? "{F}";
  const G = gains[0];
  const R = results[0];
  const L = lux[0] ?? R;
  const np = f.shape === "np";
  const adj = f.shape === "adj";
  const frames: (string | false | undefined)[] = [];
  switch (tone) {
    case "professional":
      frames.push(
        G && `${C}, so you can ${G}.`,
        R && `${C}, which means ${R}.`,
        np && R && `With {a-f}, ${R}.`,
        adj && R && clause && `Because ${lowerIt(clause)}, ${R}.`,
        G && clause && `${capitalise(G)}: ${lowerIt(clause)}.`,
      );
      break;
    case "casual":
      frames.push(
        R && `${C}. ${capitalise(R)}.`,
        G && `${C}, so you can ${G}.`,
        np && R && `{F}? ${capitalise(R)}.`,
        adj && R && `{F}, so ${R}.`,
      );
      break;
    case "luxury":
      frames.push(
        L && clause && `${C}, and ${L}.`,
        np && L && `{Its} {f} means that ${L}.`,
        L && clause && `Because ${lowerIt(clause)}, ${L}.`,
        G && clause && `${C}, so that you can ${G}.`,
        L && !clause && `{F}: ${L}.`,
      );
      break;
    case "technical":
      frames.push(
        R && G && `${f.label}: {f}. ${capitalise(R)}, so you can ${G}.`,
        R && `${f.label}: {f}. ${capitalise(R)}.`,
        R && clause && `${C}; ${R}.`,
        G && `${f.label}: {f}, so you can ${G}.`,
      );
      break;
  }
  // A long description (Walmart's 150 words) tells both what the feature does and what it lets you do.
  const full: (string | false | undefined)[] = !rich
    ? []
    : tone === "casual"
      ? [R && G && `${C}. ${capitalise(R)}. You can ${G}.`]
      : tone === "luxury"
        ? [L && G && clause && `${C}, and ${L}; it lets you ${G}.`]
        : tone === "technical"
          ? [R && G && `${f.label}: {f}. ${capitalise(R)}, so you can ${G}.`]
          : [R && G && `${C}. ${capitalise(R)}, so you can ${G}.`];
  const withBenefit = [...full.filter((t): t is string => !!t), ...rotateBy(frames.filter((t): t is string => !!t), ctx.turn)];
  const plain: string[] = [];
  if (tone === "technical") plain.push(`${specLine(f).replace(f.text, "{f}")}.`);
  const tail = tails[0];
  if (clause && tail && (np || adj || f.shape === "style")) plain.push(`${clause}${tail}.`);
  plain.push(clause ? `${clause}.` : "{F}.");
  // Second wordings, for when the first is already used elsewhere in the listing (a bullet).
  if (clause) {
    const also = /^\{It\} /.test(clause) ? clause.replace(/^\{It\} /, "{It} also ") : undefined;
    const lower = lowerIt(clause);
    const second: Record<Tone, (string | undefined)[]> = {
      professional: [also && `${also}.`, `In addition, ${lower}.`],
      casual: [`Plus, ${lower}.`, `Oh, and ${lower}.`],
      luxury: [`Naturally, ${lower}.`, also && `${also}.`],
      technical: [`${clause}.`, also && `${also}.`],
    };
    plain.push(...rotateBy(second[tone].filter((t): t is string => !!t), ctx.turn));
  }
  const v = vars(f, voice);
  return uniqueLazy(mapLazy([...withBenefit, ...plain], (t) => sentence(fill(t, voice, v))));
}

/** Two plain features (no benefit to tell) in one sentence: "It holds 750 ml and is made from steel." */
export function pairLine(a: Feature, b: Feature, ctx: LineContext): string | undefined {
  const ca = clauseOf(a, ctx.profile);
  const cb = clauseOf(b, ctx.profile);
  if (ctx.tone === "technical") return `${specLine(a)}. ${specLine(b)}.`;
  if (!ca || !cb || !/^\{It\} /.test(cb)) return undefined;
  const first = fill(ca, ctx.voice, { ...vars(a, ctx.voice) });
  const second = fill(cb.replace(/^\{It\} /, ""), ctx.voice, { ...vars(b, ctx.voice) });
  if (ctx.tone === "casual") return `${sentence(first)} ${sentence(second.replace(/^(is|are) /, ""))}`;
  return sentence(`${first} and ${second}`);
}

/** Candidate bullet points (Amazon, eBay lists, storefront <li>) for a feature with a benefit. */
export function bulletLines(f: Feature, ctx: LineContext): Iterable<string> {
  const { tone, voice } = ctx;
  const { clause, gains, results, lux } = piecesOf(f, ctx, ctx.turn + 1);
  const headed = f.shape !== "spec" && !(f.shape === "clause" && !clause);
  // A measurement leads with its value: "10,000 mAh Battery – …", as Amazon bullets do.
  const H = headed ? "{Ft}" : f.shape === "spec" ? titleCase(`${f.text} ${f.label}`) : f.label;
  const G = gains[0];
  const R = results[0];
  const L = lux[0];
  const frames: (string | false | undefined)[] = [];
  switch (tone) {
    case "professional":
      frames.push(G && `${H} – ${capitalise(G)}.`, R && `${H} – ${capitalise(R)}.`, !headed && clause && `${H} – ${sentence(clause)}`);
      break;
    case "casual":
      frames.push(
        R && (headed ? `{F}: ${R}.` : `${sentence(clause ?? "{F}")} ${capitalise(R)}.`),
        G && (headed ? `{F}, so you can ${G}.` : `${sentence(clause ?? "{F}")} You can ${G}.`),
      );
      break;
    case "luxury":
      frames.push(clause && L && `${clause}, and ${L}.`, clause && G && `${clause}, so that you can ${G}.`, L && `{F}: ${L}.`);
      break;
    case "technical":
      frames.push(G && `${specLine(f).replace(f.text, "{f}")} – ${G}.`, R && `${specLine(f).replace(f.text, "{f}")} – ${R}.`);
      break;
  }
  const v = vars(f, voice);
  const framed = mapLazy(rotateBy(frames.filter((t): t is string => !!t), ctx.turn), (t) => fill(t, voice, v).replace(/\s+/g, " ").trim());
  return uniqueLazy(
    (function* () {
      yield* framed;
      yield* plainBullet(f, ctx);
    })(),
  );
}

/** A feature with nothing to add, as a list item: a spec line, or the plain statement. */
export function plainBullet(f: Feature, ctx: LineContext): string[] {
  const clause = clauseOf(f, ctx.profile);
  const v = vars(f, ctx.voice);
  const line = specLine(f);
  switch (ctx.tone) {
    case "technical":
      return [line, clause ? sentence(fill(clause, ctx.voice, v)) : sentence(f.text)];
    default:
      return [clause ? sentence(fill(clause, ctx.voice, v)) : sentence(f.text), line];
  }
}
