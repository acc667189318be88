#!/usr/bin/env python3
"""Blind review of 100 listings (r19). Scores 1-10, capped by worst defect."""
import os, re, statistics
from collections import defaultdict

R = [
# (no, id, platform, tone, score, reason, verbatim quote)
(1, "r19-01", "etsy", "professional", 2, "Tag 'toy doll' markets NOT-safety eyes to toy makers; 'Bobcat'/'Needle felting' as detail bullets; tautology", "needle felting, toy doll"),
(2, "r19-01", "amazon", "luxury", 1, "Search terms aim a choking-hazard, NOT-for-toys item at toy/pretend-play shoppers; material invented ('fashioned from set in clay or epoxy')", "eye toy play dolls toys dolly pretend"),
(3, "r19-01", "walmart", "technical", 2, "Spec table claims the eyes are built of clay/epoxy (a setting instruction); 'Bobcat' and 'Small parts.' as key features", "Build material: set in clay or epoxy"),
(4, "r19-01", "ebay", "casual", 2, "False material claim; subtitle is word salad ('... and bobcat')", "They're made of set in clay or epoxy"),
(5, "r19-02", "shopify", "professional", 4, "Opening garbles contents (kit 'with a DIY journal'); seller story kept, negations kept", "The Coptic Stitch Bookbinding Kit is pre-folded and pre-cut, with a DIY journal."),
(6, "r19-02", "aliexpress", "luxury", 4, "Same garbled opener; no luxury register; seller's note that marbling varies dropped without notice", "which is pre-folded and pre-cut with a DIY journal"),
(7, "r19-02", "target", "technical", 4, "Keyword forced into spec role; seller story (marbling varies) dropped", "\u2022 Design features: DIY journal"),
(8, "r19-02", "facebook", "casual", 4, "Garbled opener, repeated 'One more thing'; story kept", "It's got a DIY journal, and it's pre-folded and pre-cut."),
(9, "r19-03", "woocommerce", "luxury", 3, "Blank base listed 'as well as flowers' - trims read as included; comb/NOT incl split", "black (ivory, navy, fuchsia & nude in separate listings) as well as flowers"),
(10, "r19-03", "magento", "technical", 3, "Flowers, veiling, Ascot, races listed as specifications of a blank base; meta says 'and flowers'", "specifications: sinamay base, bias bound edge and flowers."),
(11, "r19-03", "bigcommerce", "casual", 3, "Split keyword leaves comb's NOT-incl status ambiguous; Flowers/Veiling in the rundown", "Good to know: triple layer pre-stiffened; blank base for you to decorate w/ feathers; attach to comb; alice band or headband (NOT incl - see our add-ons)."),
(12, "r19-03", "generic", "professional", 3, "Decorations and occasions listed as product details of a blank base", "\u2022 Flowers\n\u2022 Veiling\n\u2022 Ascot"),
(13, "r19-04", "etsy", "professional", 3, "'Sizes S' bullet (and tag) on a size-M product; S lost from 'sold separately'; 'hold shape & reduces creasing'", "\u2022 Sizes S"),
(14, "r19-04", "amazon", "luxury", 3, "Size S presented as a detail; no luxury voice; bullets are keyword lists", "split toe w/ twin tube, sizes S, dress shoes"),
(15, "r19-04", "walmart", "technical", 3, "Size S and shoe styles as key features/specs", "Feature list: shoe stretcher / shoe keeper, split toe w/ twin tube, sizes S and dress shoes."),
(16, "r19-04", "ebay", "casual", 3, "Only L & XL said to be separate; 'Sizes S' in rundown contradicts size M", "Heads up: L & XL sold separately - women's see size chart."),
(17, "r19-05", "shopify", "professional", 5, "Faithful, all heat/placement warnings intact; tautological opener, uses as detail bullets", "The Heat Powered Stove Fan 4 Blade offers 4 blades."),
(18, "r19-05", "aliexpress", "luxury", 4, "Run-on keyword sentence; no luxury register", "More details: burn less fuel, multi fuel stove as well as height 21cm."),
(19, "r19-05", "target", "technical", 5, "Safety complete; 'Burn less fuel'/'Multi fuel stove' filed as specs", "\u2022 Multi fuel stove"),
(20, "r19-05", "facebook", "casual", 5, "Safety complete, plain template casual", "Here's the Heat Powered Stove Fan 4 Blade. It comes with 4 blades."),
(21, "r19-06", "woocommerce", "luxury", 4, "Garbled opener and run-on lists; belt warning filed under 'Its care'; story kept", "At heart, the Stoma Bag Covers x3 are a stoma cover."),
(22, "r19-06", "magento", "technical", 5, "All negations and seller story intact; template labels", "Item: Stoma Bag Covers x3 (a stoma cover)."),
(23, "r19-06", "bigcommerce", "casual", 5, "Faithful, story carries it; clumsy opener", "Here's the Stoma Bag Covers x3. They're a stoma cover."),
(24, "r19-06", "generic", "professional", 5, "Faithful, story kept; SEO-template opener", "Shoppers looking for a stoma cover will find them in the Stoma Bag Covers x3."),
(25, "r19-07", "etsy", "professional", 2, "'even when unplugged' torn off LETHAL VOLTAGES warning; junk tags ('even when unplugged', 'written on box')", "matched quads & octets also available; even when unplugged."),
(26, "r19-07", "amazon", "luxury", 2, "Lethal-voltage warning split across bullets; 'even when unplugged' orphaned", "matched quads & octets also available, amp MUST be re-biased by a qualified tech after fitting, even when unplugged, filter caps can hold a charge."),
(27, "r19-07", "walmart", "technical", 2, "Same damaged safety line; title mangled to 'JJ Electronic II'", "Details: fits Marshall JCM800 2204, JCM900, Hiwatt, Orange; matched quads & octets also available; even when unplugged."),
(28, "r19-07", "ebay", "casual", 2, "Damaged lethal-voltage warning; Laney cut off from the fits list", "Good to know: fits Marshall JCM800 2204, JCM900, Hiwatt, Orange; matched quads & octets also available; even when unplugged."),
(29, "r19-08", "shopify", "professional", 3, "Mounting rule broken up ('fixed to brick' / 'Stone or concrete' bullet / 'NOT to render'); invented lab-test claim", "fixings incl (masonry only); must be fixed to brick; drill & 10mm masonry bit needed"),
(30, "r19-08", "aliexpress", "luxury", 2, "Says the safe is made of stone or concrete (the wall it must be fixed to)", "Fashioned from stone or concrete, the Police Approved Key Safe comes with a weather cover."),
(31, "r19-08", "target", "technical", 2, "False material; 'Result: attack-tested by an independent lab' invented", "Item: Police Approved Key Safe in stone or concrete, with a weather cover."),
(32, "r19-08", "facebook", "casual", 2, "False material claim", "It's made of stone or concrete, and it's got a weather cover."),
(33, "r19-09", "woocommerce", "luxury", 3, "Compatibility list broken and merged with body areas; Oster A5 dropped from fits; invented rust claim", "Besides: Heiniger Saphir, sanitary areas, paw pads as well as ear tips."),
(34, "r19-09", "magento", "technical", 3, "Spec bullets mix clipper models, body areas and oiling advice", "Heiniger Saphir, sanitary areas, paw pads, ear tips"),
(35, "r19-09", "bigcommerce", "casual", 3, "'Fits' stops at Andis; other models become loose bullets ('A6', 'KM5', 'Belly')", "And it fits Andis AGC, AGC2, AGR+, Excel."),
(36, "r19-09", "generic", "professional", 3, "Same broken compatibility list", "Importantly, it fits Andis AGC, AGC2, AGR+, Excel."),
(37, "r19-10", "etsy", "professional", 2, "'comes in oatmeal'; 'Golden Delicate' (another grade) listed as a detail and tag of a Dark Robust syrup", "It comes in oatmeal."),
(38, "r19-10", "amazon", "luxury", 2, "Claims the Dark syrup is Golden Delicate; 'It is oatmeal'; smoky/strong-taste caveat dropped", "THE DETAILS: It is Golden Delicate and gluten free."),
(39, "r19-10", "walmart", "technical", 2, "Colour given as oatmeal; 'Properties: Golden Delicate'; '2025 Season' mangled to 'Season'", "Item color: oatmeal"),
(40, "r19-10", "ebay", "casual", 2, "'done in oatmeal'; Golden Delicate bullet; story kept", "It's done in oatmeal."),
(41, "r19-11", "shopify", "professional", 4, "Allergens exact; pregnancy/children line merged with suet; reheating filed as 'care'", "Please note that it is NOT suitable for children or in pregnancy, vegetarian suet (NOT vegan)."),
(42, "r19-11", "aliexpress", "luxury", 4, "Allergens exact; gran's-recipe story cut; merged NOT sentence", "Kindly note that it is NOT suitable for children or in pregnancy, vegetarian suet (NOT vegan)."),
(43, "r19-11", "target", "technical", 4, "Reheating as 'Maintenance'; spec bullet jams 3 facts", "Maintenance: to reheat steam 1 hr or microwave 4-5 mins (remove foil lid first!)"),
(44, "r19-11", "facebook", "casual", 4, "'To keep it looking good' for reheating a pudding", "To keep it looking good: to reheat steam 1 hr or microwave 4-5 mins (remove foil lid first!)"),
(45, "r19-12", "woocommerce", "luxury", 3, "Licence ban (no AI training) read as a feature; 'suited for sea stacks'; licence terms split", "No identifiable people and no AI training."),
(46, "r19-12", "magento", "technical", 3, "Licence ban as 'Feature'; 'royalty free license - YouTube' truncated", "Feature: no identifiable people and no AI training."),
(47, "r19-12", "bigcommerce", "casual", 3, "Licence restriction as a selling point; scenery as use case", "No identifiable people and no AI training, simple as that."),
(48, "r19-12", "generic", "professional", 3, "Licence garbled; 'made for sea stacks'", "It has no identifiable people and no AI training."),
(49, "r19-13", "etsy", "professional", 5, "All limits kept and story intact; keyword bullets as 'Details'", "Details:\n\u2022 Genealogy\n\u2022 Ancestry research"),
(50, "r19-13", "amazon", "luxury", 4, "Only 2 bullets; keyword run-on; researcher's story (the trust signal) dropped", "In the detail: genealogy, ancestry research, family history as well as GRO indexes."),
(51, "r19-13", "walmart", "technical", 4, "Key features are search keywords; story dropped", "Feature list: genealogy, ancestry research, family history and GRO indexes."),
(52, "r19-13", "ebay", "casual", 5, "Faithful with story; subtitle wasted on keywords", "Genealogy, ancestry research and GRO indexes"),
(53, "r19-14", "shopify", "professional", 4, "Service given a 'Condition'; 'It has no machine washing'; photos-first buried", "It has no machine washing."),
(54, "r19-14", "aliexpress", "luxury", 4, "Condition role for a service; story dropped", "As to condition: faded fur can't always be colour matched."),
(55, "r19-14", "target", "technical", 4, "Same role errors; story dropped", "Condition: faded fur can't always be colour matched. Note: no machine washing."),
(56, "r19-14", "facebook", "casual", 4, "Role errors; story kept", "Current condition: faded fur can't always be colour matched. No machine washing, simple as that."),
(57, "r19-15", "woocommerce", "luxury", 4, "'it is old woodworm'; mercury note filed as care; honest defects kept", "Moreover, it is old woodworm - inactive."),
(58, "r19-15", "magento", "technical", 4, "Defects listed as 'Additional features'/'Characteristics'", "\u2022 Characteristics: old woodworm - inactive"),
(59, "r19-15", "bigcommerce", "casual", 4, "Mercury-emptied warning framed as 'looking after it'", "Looking after it: mercury EMPTIED & tube sealed for transport - needs refilling by a specialist to work."),
(60, "r19-15", "generic", "professional", 4, "Mercury warning as care; otherwise faithful with story", "To care for it: mercury EMPTIED & tube sealed for transport - needs refilling by a specialist to work."),
(61, "r19-16", "etsy", "professional", 4, "'theater' fused into care line; cockade options truncated", "To care for it: theater, felt will shrink if soaked - spot clean only."),
(62, "r19-16", "amazon", "luxury", 4, "Same garble in a bullet; no luxury voice", "ITS CARE: Theater, felt will shrink if soaked - spot clean only."),
(63, "r19-16", "walmart", "technical", 4, "Garble repeated in the spec table", "Care instructions: theater, felt will shrink if soaked - spot clean only"),
(64, "r19-16", "ebay", "casual", 4, "Garbled care line", "To keep it looking good: theater, felt will shrink if soaked - spot clean only."),
(65, "r19-17", "shopify", "professional", 4, "'doesn't affect use' detached from the crack; 'Speccy' bullet; story kept", "RF aerial lead NOT incl. It doesn't affect use."),
(66, "r19-17", "aliexpress", "luxury", 4, "Orphaned reassurance; seller's PSU advice dropped", "Do note: it doesn't affect use."),
(67, "r19-17", "target", "technical", 4, "Orphaned reassurance; 'Speccy' as spec", "RF aerial lead NOT incl. It doesn't affect use. No manual."),
(68, "r19-17", "facebook", "casual", 4, "Orphaned reassurance; story kept", "Just so you know: NEW modern 9V DC PSU incl - NOT the original Sinclair one. RF aerial lead NOT incl. It doesn't affect use."),
(69, "r19-18", "woocommerce", "luxury", 1, "Invents contents: used loom sold 'with ... wraps'; 'payment before collection' as a detail", "With 2 x 60cm stick shuttles as well as wraps"),
(70, "r19-18", "magento", "technical", 1, "Wraps listed as included design feature", "\u2022 Design features: 2 x 60cm stick shuttles, wraps"),
(71, "r19-18", "bigcommerce", "casual", 1, "Wraps presented as included", "it's got 2 x 60cm stick shuttles, plus wraps"),
(72, "r19-18", "generic", "professional", 1, "Wraps presented as included", "is an Ashford RH loom with 2 x 60cm stick shuttles and wraps"),
(73, "r19-19", "etsy", "professional", 4, "'Utility trailer' fused into the NOT-for-lifting line; 'are a ratchet straps'; junk tags", "Utility trailer, NOT for lifting, towing or overhead use."),
(74, "r19-19", "amazon", "luxury", 4, "Safety bullet jumbled with a use; no luxury voice", "always go by WLL NOT break strength, utility trailer, NOT for lifting, towing or overhead use"),
(75, "r19-19", "walmart", "technical", 4, "Ungrammatical labels; uses as specs", "Type: a ratchet straps. Parts: a padded ratchet handle."),
(76, "r19-19", "ebay", "casual", 4, "Filler ('Inside the pack: 4 pack'); safety kept", "Inside the pack: 4 pack."),
(77, "r19-20", "shopify", "professional", 3, "'6x3' bullet on a 6x4 panel; allotments said to be NOT incl", "Please note: allotments, posts & wire ties NOT incl (posts recommended every 1.8m)."),
(78, "r19-20", "aliexpress", "luxury", 2, "Says panel comes 'complete with' a garden screen and hiding bins; min-2-panel rule dropped", "is a woven fence panel, complete with a garden screen as well as hiding bins"),
(79, "r19-20", "target", "technical", 3, "Uses as design features; '6x3' spec; min-2-panel rule dropped", "\u2022 Design features: garden screen, hiding bins"),
(80, "r19-20", "facebook", "casual", 3, "'6x3' listed as a size of this 6x4 panel", "\u2022 6ft wide x 4ft high (approx 1.8m x 1.2m)\n\u2022 6x3"),
(81, "r19-21", "woocommerce", "luxury", 4, "Live-product handling intact; 'it can't send'; run-on lists", "Kindly note that it can't send to Channel Islands or Northern Ireland."),
(82, "r19-21", "magento", "technical", 4, "Use-by-2-weeks filed as 'Maintenance'; plants as specs", "Maintenance: LIVE product - use within 2 weeks of arrival."),
(83, "r19-21", "bigcommerce", "casual", 4, "'To keep it looking good' on live nematodes", "To keep it looking good: LIVE product - use within 2 weeks of arrival."),
(84, "r19-21", "generic", "professional", 4, "Live-product warning as care instructions", "Care instructions: LIVE product - use within 2 weeks of arrival."),
(85, "r19-22", "etsy", "professional", 4, "'valves' lost from the new-parts list; 'no box or manual' as care", "\u2022 Brand NEW tubing\n\u2022 Membranes & connectors (still sealed)"),
(86, "r19-22", "amazon", "luxury", 4, "Missing box/manual filed as care; valves missing; no tone", "ITS CARE: No box or manual - download from Medela website, please sterilise all parts before first use."),
(87, "r19-22", "walmart", "technical", 4, "'no box or manual' as a care instruction in the spec table", "Care instructions: no box or manual - download from Medela website, please sterilise all parts before first use"),
(88, "r19-22", "ebay", "casual", 4, "New valves gone from title and body: main selling point lost", "\u2022 Brand NEW tubing\n\u2022 Membranes & connectors (still sealed)"),
(89, "r19-23", "shopify", "professional", 2, "'4\"' (another size in the shop) presented as a dimension; care line 'No water or metal polish.' orphaned", "approx 6 inch (15cm) diameter and 4\"."),
(90, "r19-23", "aliexpress", "luxury", 2, "False dimensions; 'It has no water or metal polish'", "Its proportions: approx 6 inch (15cm) diameter and 4\"."),
(91, "r19-23", "target", "technical", 2, "Spec table gives a false 4\" dimension", "Overall dimensions: approx 6 inch (15cm) diameter, 4\""),
(92, "r19-23", "facebook", "casual", 3, "Care instruction turned into a claim; stray '4\"' bullet", "It's got no water or metal polish."),
(93, "r19-24", "woocommerce", "luxury", 4, "Drinks scattered across run-on sentences; cautions intact", "coffee as well as water. Also: juice & milk"),
(94, "r19-24", "magento", "technical", 4, "Product synonym given as a part; drinks as spec bullets", "Parts: a cup full alarm."),
(95, "r19-24", "bigcommerce", "casual", 4, "Synonym as a component; LLI/Low vision bullets", "You'll find a cup full alarm on it."),
(96, "r19-24", "generic", "professional", 4, "Says it 'comes with' itself; otherwise faithful", "comes with a cup full alarm"),
(97, "r19-25", "etsy", "professional", 5, "Half-metre pricing and NOT pre-washed kept; uses as detail bullets", "With a liberty print, the Liberty Tana Lawn Cotton Fabric is fine & silky."),
(98, "r19-25", "amazon", "luxury", 4, "Bullet of bare uses; 'as well as dressmaking' run-on", "FINER POINTS: Dressmaking, blouses as well as shirts."),
(99, "r19-25", "walmart", "technical", 4, "'Parts: a liberty print'; uses as specs", "Parts: a liberty print."),
(100, "r19-25", "ebay", "casual", 5, "Faithful; subtitle ends in 'and blouses'", "Approx 136cm / 53\" wide, liberty print and blouses"),
]

HERE = os.path.dirname(os.path.abspath(__file__))
HDR = re.compile(r"^## #(\d+) (\S+) \u00b7 (\S+) \u00b7 (\S+)\s*$", re.M)

def sections(path):
    text = open(path, encoding="utf-8").read()
    ms = list(HDR.finditer(text))
    out = {}
    for i, m in enumerate(ms):
        end = ms[i + 1].start() if i + 1 < len(ms) else len(text)
        out[int(m.group(1))] = (m.group(2), m.group(3), m.group(4), text[m.start():end])
    return out

def main():
    secs = sections(os.path.join(HERE, "listings.md"))
    scores = [r[4] for r in R]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = sum(s == k for s in scores)
        print(f"  {k:2d} | {'#' * c} {c}")
    for label, idx in (("tone", 3), ("platform", 2)):
        g = defaultdict(list)
        for r in R:
            g[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(g, key=lambda k: (-statistics.mean(g[k]), k)):
            print(f"  {k:12s} {statistics.mean(g[k]):.2f} (n={len(g[k])})")
    g = defaultdict(list)
    for r in R:
        g[r[1]].append(r[4])
    print("mean by product:")
    for k in sorted(g):
        print(f"  {k} {statistics.mean(g[k]):.2f}  {g[k]}")
    hdr_ok = q_ok = 0
    for no, pid, plat, tone, s, reason, quote in R:
        sec = secs.get(no)
        if sec and sec[:3] == (pid, plat, tone):
            hdr_ok += 1
        else:
            print(f"  HEADER MISMATCH #{no}: {sec[:3] if sec else None}")
        if sec and quote in sec[3]:
            q_ok += 1
        else:
            print(f"  QUOTE NOT FOUND #{no}: {quote!r}")
    assert len({r[0] for r in R}) == 100 and all(1 <= r[4] <= 10 for r in R)
    print(f"headers matched: {hdr_ok}/100")
    print(f"quotes verified verbatim: {q_ok}/100")

if __name__ == "__main__":
    main()
