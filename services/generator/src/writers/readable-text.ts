import { LISTING_RULES, type ListingFieldKind, type Platform } from "@shopscript/contracts";

// The model writes JSON ({"title": "...", "bullets": ["..."]}), but a seller watching the stream should
// see copy, not braces and escapes. This incremental scanner turns JSON text, fed in arbitrary pieces,
// into the readable text of the platform's fields as they are written: field values in the order the
// model writes them, a blank line between fields, list items as "• item" lines, HTML reduced to text.
// Keys, unknown fields and non-string values are never shown, so neither is a refusal or a preamble
// that is not JSON: the final, checked result decides what the seller gets.

type Container = "object" | "array";
type Expect = "key" | "colon" | "value" | "comma";

interface StringTarget {
  role: "key" | "emit" | "skip";
  kind?: ListingFieldKind;
}

const BLOCK_TAGS = new Set(["p", "br", "li", "ul", "ol", "div", "h1", "h2", "h3", "h4", "h5", "h6"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", nbsp: " " };

export class ListingTextProjector {
  private readonly kinds = new Map<string, ListingFieldKind>();
  private started = false;
  private thinking = false;
  private tail = "";
  private readonly stack: Container[] = [];
  private expect: Expect = "key";
  private currentKey = "";
  private inString = false;
  private target: StringTarget = { role: "skip" };
  private stringBuf = "";
  private escape = false;
  private unicode: string | undefined;
  private highSurrogate: number | undefined;
  private inScalar = false;
  // Output state.
  private out = "";
  private emittedAny = false;
  private fieldHasItems = false;
  private pendingPrefix = "";
  private pendingNewline = false;
  private inTag = false;
  private tagBuf = "";
  private entity: string | undefined;
  private listBullet = "";
  private lastChar = "";

  constructor(platform: Platform) {
    for (const field of LISTING_RULES[platform].fields) this.kinds.set(normalise(field.key), field.kind);
  }

  /** Feeds the next piece of the model's raw text; returns the readable text it completes (often ""). */
  push(chunk: string): string {
    this.out = "";
    for (const ch of chunk) this.step(ch);
    return this.out;
  }

  private step(ch: string): void {
    if (!this.started) {
      // Skip anything before the object, including a reasoning block that may itself contain braces.
      this.tail = (this.tail + ch).slice(-8);
      if (this.tail.toLowerCase().endsWith("<think>")) this.thinking = true;
      if (this.tail.toLowerCase().endsWith("</think>")) this.thinking = false;
      if (ch === "{" && !this.thinking) {
        this.started = true;
        this.stack.push("object");
        this.expect = "key";
      }
      return;
    }
    if (!this.stack.length) return; // The object is complete; ignore trailing text.
    if (this.inString) return this.stringChar(ch);
    if (this.inScalar) {
      if (!/[,}\]\s]/.test(ch)) return;
      this.inScalar = false;
      this.expect = "comma";
    }
    if (/\s/.test(ch)) return;

    const top = this.stack[this.stack.length - 1];
    switch (ch) {
      case '"':
        this.startString();
        return;
      case ":":
        if (this.expect === "colon") this.expect = "value";
        return;
      case ",":
        this.expect = top === "object" ? "key" : "value";
        return;
      case "{":
      case "[":
        this.openContainer(ch === "{" ? "object" : "array");
        return;
      case "}":
      case "]":
        this.stack.pop();
        this.expect = "comma";
        return;
      default:
        // A number, true, false or null: never shown.
        if (this.expect === "value") this.inScalar = true;
    }
  }

  private openContainer(container: Container): void {
    if (container === "array" && this.stack.length === 1 && this.fieldKind() === "list") {
      this.fieldHasItems = false;
    }
    this.stack.push(container);
    this.expect = container === "object" ? "key" : "value";
  }

  private startString(): void {
    this.inString = true;
    this.stringBuf = "";
    const depth = this.stack.length;
    const top = this.stack[depth - 1];
    if (top === "object" && this.expect === "key") {
      this.target = { role: "key" };
      return;
    }
    const kind = this.fieldKind();
    if (depth === 1 && kind && kind !== "list") {
      this.target = { role: "emit", kind };
      this.pendingPrefix = this.emittedAny ? "\n\n" : "";
    } else if (depth === 2 && top === "array" && kind === "list") {
      this.target = { role: "emit", kind };
      this.pendingPrefix = (this.fieldHasItems ? "\n" : this.emittedAny ? "\n\n" : "") + "• ";
      this.fieldHasItems = true;
    } else {
      this.target = { role: "skip" };
    }
    this.pendingNewline = false;
    this.inTag = false;
    this.entity = undefined;
  }

  private fieldKind(): ListingFieldKind | undefined {
    return this.kinds.get(normalise(this.currentKey));
  }

  private stringChar(ch: string): void {
    if (this.unicode !== undefined) {
      this.unicode += ch;
      if (this.unicode.length < 4) return;
      const code = parseInt(this.unicode, 16);
      this.unicode = undefined;
      if (Number.isNaN(code)) return;
      if (code >= 0xd800 && code <= 0xdbff) {
        this.highSurrogate = code;
        return;
      }
      const high = this.highSurrogate;
      this.highSurrogate = undefined;
      this.decoded(high !== undefined && code >= 0xdc00 && code <= 0xdfff ? String.fromCharCode(high, code) : String.fromCharCode(code));
      return;
    }
    if (this.escape) {
      this.escape = false;
      if (ch === "u") {
        this.unicode = "";
        return;
      }
      const map: Record<string, string> = { n: "\n", t: "\t", r: "", b: "", f: "", '"': '"', "\\": "\\", "/": "/" };
      this.decoded(map[ch] ?? ch);
      return;
    }
    if (ch === "\\") {
      this.escape = true;
      return;
    }
    if (ch === '"') {
      this.inString = false;
      if (this.target.role === "key") {
        this.currentKey = this.stringBuf;
        this.expect = "colon";
      } else {
        this.flushEntity();
        this.expect = "comma";
      }
      return;
    }
    this.decoded(ch);
  }

  private decoded(ch: string): void {
    if (this.target.role === "key") {
      this.stringBuf += ch;
      return;
    }
    if (this.target.role !== "emit") return;
    if (this.target.kind === "html") this.htmlChar(ch);
    else this.emit(ch);
  }

  private htmlChar(ch: string): void {
    if (this.inTag) {
      if (ch !== ">") {
        this.tagBuf += ch;
        return;
      }
      this.inTag = false;
      const closing = this.tagBuf.trimStart().startsWith("/");
      const name = /^\/?\s*([a-zA-Z0-9]+)/.exec(this.tagBuf.trim())?.[1]?.toLowerCase() ?? "";
      if (!BLOCK_TAGS.has(name)) return;
      if (name === "li" && !closing) {
        this.pendingNewline = true;
        this.emitLater("• ");
      } else {
        this.pendingNewline = true;
      }
      return;
    }
    if (this.entity !== undefined) {
      if (ch === ";") {
        const decoded = ENTITIES[this.entity.toLowerCase()];
        const raw = `&${this.entity};`;
        this.entity = undefined;
        this.emit(decoded ?? raw);
        return;
      }
      if (/[a-zA-Z0-9#]/.test(ch) && this.entity.length < 8) {
        this.entity += ch;
        return;
      }
      this.flushEntity();
    }
    if (ch === "<") {
      this.inTag = true;
      this.tagBuf = "";
    } else if (ch === "&") {
      this.entity = "";
    } else {
      this.emit(ch);
    }
  }

  private flushEntity(): void {
    if (this.entity === undefined) return;
    const raw = `&${this.entity}`;
    this.entity = undefined;
    this.emit(raw);
  }

  /** Text to put before the next visible character (an HTML list bullet after its line break). */
  private emitLater(text: string): void {
    this.listBullet = text;
  }

  private emit(text: string): void {
    if (!text) return;
    // HTML whitespace right after a block boundary is layout, not content.
    if (this.pendingNewline && /^\s+$/.test(text)) return;
    if (this.pendingPrefix) {
      this.out += this.pendingPrefix;
      this.pendingPrefix = "";
      this.pendingNewline = false;
    } else if (this.pendingNewline) {
      if (this.emittedAny && this.lastChar !== "\n") this.out += "\n";
      this.pendingNewline = false;
    }
    if (this.listBullet) {
      this.out += this.listBullet;
      this.listBullet = "";
    }
    this.out += text;
    this.lastChar = text.slice(-1);
    this.emittedAny = true;
  }
}

/** The readable text of a whole (or partial) JSON answer: what the stream has shown so far. */
export function projectListingText(jsonText: string, platform: Platform): string {
  return new ListingTextProjector(platform).push(jsonText);
}

function normalise(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, "");
}
