// Stock phrases that make product copy read as generated or as filler. Sellers name them as the
// second most common complaint about description tools, so the built-in writer never uses them and
// the checker fails any writer that does (unless the seller typed the phrase themselves).

export interface Cliche {
  /** How the checker reports it. */
  phrase: string;
  pattern: RegExp;
}

const words = (phrase: string): Cliche => ({
  phrase,
  pattern: new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s-]+/g, "[\\s-]+")}(?![\\p{L}])`, "iu"),
});

export const CLICHES: readonly Cliche[] = [
  { phrase: "elevate", pattern: /\belevat(?:e|es|ed|ing)\b/i },
  words("look no further"),
  { phrase: "game-changer", pattern: /\bgame[\s-]?chang(?:er|ers|ing)\b/i },
  { phrase: "unleash", pattern: /\bunleash(?:es|ed|ing)?\b/i },
  { phrase: "revolutionize", pattern: /\brevolutioni[sz](?:e|es|ed|ing)\b/i },
  { phrase: "next level", pattern: /\bnext[\s-]level\b/i },
  { phrase: "must-have", pattern: /\bmust[\s-]haves?\b/i },
  { phrase: "fast-paced world", pattern: /\bfast[\s-]paced world\b/i },
  { phrase: "in today's world", pattern: /\bin today['’]?s\b/i },
  { phrase: "whether you're … or …", pattern: /\bwhether (?:you['’]re|you are)\b[^.!?\n]*\bor\b/i },
  words("in a world where"),
  words("say goodbye to"),
  words("say hello to"),
  words("look and feel your best"),
  words("treat yourself"),
  words("you deserve"),
  words("don't miss out"),
  words("you won't regret"),
  words("like never before"),
  words("second to none"),
  words("one-stop"),
  words("unparalleled"),
  words("cutting-edge"),
  words("state-of-the-art"),
  words("best-in-class"),
  words("world-class"),
  words("top-notch"),
  words("top-of-the-line"),
  words("ultimate"),
  words("unrivaled"),
  words("unrivalled"),
  words("unmatched"),
  words("seamless"),
  words("seamlessly"),
  words("effortlessly"),
  words("boasts"),
  words("nestled"),
  words("delve"),
  words("embark"),
  words("tapestry"),
  words("a testament to"),
  words("unlock"),
  words("supercharge"),
  words("game changing"),
  words("redefine"),
  words("redefines"),
  words("stunning"),
  words("breathtaking"),
  words("perfect for"),
  words("the perfect"),
  words("high-quality"),
  words("premium quality"),
  words("designed to impress"),
  words("wow factor"),
  words("crafted with love"),
  words("why wait"),
  words("add to cart"),
  words("buy now"),
  words("order now"),
  words("don't wait"),
  words("act now"),
  words("it's not just"),
  words("more than just"),
  words("stand out from the crowd"),
  words("turn heads"),
];

/** Clichés in the text, except those the seller's own input contains. */
export function findCliches(text: string, allowedText = ""): string[] {
  const found: string[] = [];
  for (const cliche of CLICHES) {
    if (!cliche.pattern.test(text)) continue;
    if (allowedText && cliche.pattern.test(allowedText)) continue;
    found.push(cliche.phrase);
  }
  return found;
}
